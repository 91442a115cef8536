import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setScreenWidth } from '../test/screen-width';
import { ResponsiveModal } from './ResponsiveModal';

function renderModal() {
  renderWithProviders(
    <ResponsiveModal opened onClose={() => undefined} title="Nouveau conseiller" size="xl">
      <p>Le formulaire</p>
    </ResponsiveModal>,
  );
  return screen.getByRole('dialog', { name: 'Nouveau conseiller' });
}

describe('ResponsiveModal', () => {
  it('is a window from a tablet up', () => {
    setScreenWidth(768);
    const dialog = renderModal();
    expect(dialog.textContent).toContain('Le formulaire');
    expect(dialog.hasAttribute('data-full-screen')).toBe(false);
  });

  it('takes the whole screen on a phone', () => {
    setScreenWidth(767);
    expect(renderModal().hasAttribute('data-full-screen')).toBe(true);
  });
});
