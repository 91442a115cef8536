import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { RowAction } from './RowAction';

describe('RowAction', () => {
  it('opens a row page in a new tab, named for the row', () => {
    renderWithProviders(
      <RowAction
        kind="view"
        tooltip="Voir le détail"
        label="Voir le détail de la parcelle Les Hauts (nouvelle fenêtre)"
        newTab="/ferti/chn/parcelle/12"
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Voir le détail de la parcelle Les Hauts (nouvelle fenêtre)',
    });
    expect(link.getAttribute('href')).toBe('/ferti/chn/parcelle/12');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('says the comments open a dialog, and calls back', async () => {
    const open = vi.fn();
    renderWithProviders(
      <RowAction kind="comments" label="Commentaires de la parcelle Les Hauts" onClick={open} />,
    );
    const button = screen.getByRole('button', { name: 'Commentaires de la parcelle Les Hauts' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await userEvent.click(button);
    expect(open).toHaveBeenCalledOnce();
  });
});
