import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setScreenWidth } from '../test/screen-width';
import { ResponsivePanel } from './ResponsivePanel';

function renderPanel() {
  renderWithProviders(
    <ResponsivePanel label="Filtres">
      <label>
        Culture
        <input />
      </label>
    </ResponsivePanel>,
  );
}

describe('ResponsivePanel', () => {
  it('shows its content in the page from 960 px wide, with no button', () => {
    setScreenWidth(960);
    renderPanel();
    expect(screen.getByRole('textbox', { name: 'Culture' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Filtres' })).toBeNull();
  });

  it('below 960 px, opens its content in a modal from a button named after it', async () => {
    setScreenWidth(959);
    renderPanel();
    expect(screen.queryByRole('textbox', { name: 'Culture' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filtres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    expect(within(dialog).getByRole('textbox', { name: 'Culture' })).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('follows the window: widening shows the content in the page and closes the modal', async () => {
    setScreenWidth(360);
    renderPanel();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filtres' }));
    expect(await screen.findByRole('dialog', { name: 'Filtres' })).toBeTruthy();
    act(() => setScreenWidth(1280));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('textbox', { name: 'Culture' })).toHaveLength(1);
    act(() => setScreenWidth(360));
    expect(screen.getByRole('button', { name: 'Filtres' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('ResponsivePanel button state and Appliquer', () => {
  it('adds its badge to the button, shown and said, and closes from the apply button', async () => {
    setScreenWidth(959);
    const onApply = vi.fn();
    renderWithProviders(
      <ResponsivePanel
        label="Filtres"
        badge={{ text: '(2)', label: '2 filtres actifs' }}
        applyLabel="Appliquer"
        onApply={onApply}
      >
        <p>Contenu</p>
      </ResponsivePanel>,
    );
    const button = screen.getByRole('button', { name: 'Filtres (2 filtres actifs)' });
    expect(button.textContent).toContain('Filtres\u00a0(2)');
    await userEvent.setup().click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filtres' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no apply button unless asked, and no badge in the page from 960 px', () => {
    setScreenWidth(1280);
    renderWithProviders(
      <ResponsivePanel label="Carte" badge={{ text: '(1)', label: '1 filtre actif' }}>
        <p>Contenu</p>
      </ResponsivePanel>,
    );
    expect(screen.getByText('Contenu')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
