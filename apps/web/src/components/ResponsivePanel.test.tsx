import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
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
