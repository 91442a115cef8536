import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isBlankRichText } from '../lib/rich-text';
import { RichText } from './RichText';

declare global {
  interface Window {
    __xss?: number;
  }
}

function show(html: string): HTMLElement {
  render(
    <MantineProvider>
      <div data-testid="comment">
        <RichText html={html} />
      </div>
    </MantineProvider>,
  );
  return screen.getByTestId('comment');
}

/** Lets pending event handlers (an image's onerror, an svg's onload) run if any survived. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  delete window.__xss;
});

describe('rich text', () => {
  it('shows the formatting a comment may carry', () => {
    const shown = show(
      '<h2>Visite</h2><p>Irrigation de <strong>30 mm</strong>, <em>sol ressuyé</em></p>' +
        '<ul><li>Levée</li><li>Comptage</li></ul><ol><li>Un</li></ol><p>a<br>b</p>',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Visite' })).toBeTruthy();
    expect(shown.querySelector('strong')?.textContent).toBe('30 mm');
    expect(shown.querySelector('em')?.textContent).toBe('sol ressuyé');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(shown.querySelector('br')).not.toBeNull();
  });

  it('opens links in a new tab without giving the page a handle on this one', () => {
    show('<p><a href="https://exemple.fr/notice" target="_self">Notice</a></p>');
    const link = screen.getByRole('link', { name: 'Notice' });
    expect(link.getAttribute('href')).toBe('https://exemple.fr/notice');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('removes script tags', async () => {
    const shown = show('<p>Avant</p><script>window.__xss = 1</script><p>Après</p>');
    await settle();
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.innerHTML).not.toContain('__xss');
    expect(window.__xss).toBeUndefined();
    expect(screen.getByText('Avant')).toBeTruthy();
    expect(screen.getByText('Après')).toBeTruthy();
  });

  it('removes images and their onerror handler', async () => {
    const shown = show('<p>Photo <img src="x" onerror="window.__xss = 1"></p>');
    await settle();
    expect(shown.querySelector('img')).toBeNull();
    expect(shown.querySelector('[onerror]')).toBeNull();
    expect(window.__xss).toBeUndefined();
  });

  it('removes svg and its onload handler', async () => {
    const shown = show('<svg onload="window.__xss = 1"><circle r="4"></circle></svg><p>Texte</p>');
    await settle();
    expect(shown.querySelector('svg')).toBeNull();
    expect(shown.querySelector('[onload]')).toBeNull();
    expect(window.__xss).toBeUndefined();
    expect(screen.getByText('Texte')).toBeTruthy();
  });

  it('drops javascript: and data: addresses from links', () => {
    show(
      '<p><a href="javascript:window.__xss=1">Piège</a> <a href=" JaVaScRiPt:alert(1)">Piège 2</a>' +
        ' <a href="data:text/html,<script>alert(1)</script>">Piège 3</a></p>',
    );
    for (const name of ['Piège', 'Piège 2', 'Piège 3']) {
      // What is left is the text alone, which no longer looks like a link.
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name, { exact: false }).closest('a')).toBeNull();
    }
  });

  it('drops event handlers, styles, frames and forms', () => {
    const shown = show(
      '<p onclick="window.__xss = 1" style="position:fixed">Texte</p>' +
        '<iframe src="https://exemple.fr"></iframe><style>body{display:none}</style>' +
        '<form action="https://exemple.fr"><input name="mdp"></form><object data="x"></object>',
    );
    expect(shown.querySelector('[onclick]')).toBeNull();
    expect(shown.querySelector('[style]')).toBeNull();
    expect(shown.querySelector('iframe, style, form, input, object')).toBeNull();
    expect(screen.getByText('Texte')).toBeTruthy();
  });
});

describe('blank rich text', () => {
  it('treats an emptied editor, spaces and removed content as empty', () => {
    expect(isBlankRichText('')).toBe(true);
    expect(isBlankRichText('<p></p>')).toBe(true);
    expect(isBlankRichText('<p> &nbsp; </p><p><br></p>')).toBe(true);
    expect(isBlankRichText('<script>texte</script>')).toBe(true);
    expect(isBlankRichText('<p>Levée</p>')).toBe(false);
  });
});
