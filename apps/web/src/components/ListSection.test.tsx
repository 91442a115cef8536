import type { Column } from '@agro/contracts/columns/column';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ListSection } from './ListSection';

interface Plot {
  id: number;
  name: string;
}

const COLUMNS: readonly Column<Plot>[] = [
  { key: 'nom', header: 'Parcelle', value: (row) => row.name },
];
const PLOTS: Plot[] = [
  { id: 1, name: 'Les Hauts' },
  { id: 2, name: 'La Mare' },
];

describe('ListSection', () => {
  it('is a region named by its heading, whose words name the table', () => {
    renderWithProviders(
      <ListSection
        headingId="liste-titre"
        title="Liste des parcelles"
        table={{ columns: COLUMNS, rows: PLOTS, getRowId: (row) => String(row.id) }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Liste des parcelles' });
    expect(within(region).getByRole('heading', { level: 2 }).id).toBe('liste-titre');
    const table = within(region).getByRole('table', { name: 'Liste des parcelles' });
    expect(within(table).getByText('La Mare')).toBeTruthy();
  });

  it('says the count after the title in the heading only, and shows its notice above the table', () => {
    renderWithProviders(
      <ListSection
        headingId="qn-liste-titre"
        title="Parcelles QN"
        count={2}
        table={{ columns: COLUMNS, rows: PLOTS }}
      >
        <p>Liste restreinte</p>
      </ListSection>,
    );
    const region = screen.getByRole('region', { name: 'Parcelles QN (2)' });
    expect(within(region).getByRole('table', { name: 'Parcelles QN' })).toBeTruthy();
    const notice = within(region).getByText('Liste restreinte');
    const table = within(region).getByRole('table');
    expect(notice.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says a failed read with a way to try again, in place of the table', async () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <ListSection
        headingId="erreurs-titre"
        title="Parcelles en erreur"
        count={0}
        loadError={{ message: "La liste n'a pas pu être chargée.", onRetry }}
        table={{ columns: COLUMNS, rows: [] }}
      />,
    );
    const region = screen.getByRole('region', { name: 'Parcelles en erreur (0)' });
    expect(within(region).getByRole('alert').textContent).toContain(
      "La liste n'a pas pu être chargée.",
    );
    expect(within(region).queryByRole('table')).toBeNull();
    await userEvent.click(within(region).getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
