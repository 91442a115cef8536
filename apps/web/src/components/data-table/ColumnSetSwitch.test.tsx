import type { Column } from '@agro/contracts/columns/column';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Providers } from '../../app/Providers';
import { SESSION_KEY } from '../../lib/session';
import { adminSession, fertiSession } from '../../test/sessions';
import { DataTable } from '../DataTable';
import { columnSetStorageKey } from './column-sets';

interface Row {
  id: number;
  name: string;
  crop: string;
  dose: number;
}

const COLUMNS: readonly Column<Row>[] = [
  { key: 'id', header: 'Id', value: (row) => row.id },
  { key: 'culture', header: 'Culture', value: (row) => row.crop },
  { key: 'nom', header: 'Parcelle', value: (row) => row.name },
  { key: 'dose', header: 'Dose', value: (row) => row.dose },
];
const ROWS: Row[] = [{ id: 1, name: 'Les Grands Champs', crop: 'Blé', dose: 40 }];
const SETS = { essential: ['nom', 'dose'] };

function renderTable(session = fertiSession) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SESSION_KEY, session);
  render(
    <Providers queryClient={client}>
      <DataTable label="Parcelles" columns={COLUMNS} rows={ROWS} columnSets={SETS} />
    </Providers>,
  );
  return userEvent.setup();
}

const headers = () =>
  within(screen.getByRole('table', { name: 'Parcelles' }))
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent?.trim());

describe('DataTable column sets', () => {
  it('opens on the essential columns in their order, and shows every one on demand', async () => {
    const user = renderTable();
    const group = screen.getByRole('group', { name: 'Colonnes' });
    expect(within(group).getByRole('radio', { name: 'Essentielles' })).toHaveProperty(
      'checked',
      true,
    );
    expect(headers()).toEqual(['Parcelle', 'Dose']);
    await user.click(within(group).getByRole('radio', { name: 'Toutes' }));
    await waitFor(() => expect(headers()).toEqual(['Id', 'Culture', 'Parcelle', 'Dose']));
    expect(
      window.localStorage.getItem(columnSetStorageKey(fertiSession.user.login, 'Parcelles')),
    ).toBe('all');
  });

  it("keeps each user's choice: the same user finds it again, another one the default", async () => {
    window.localStorage.setItem(columnSetStorageKey(fertiSession.user.login, 'Parcelles'), 'all');
    renderTable();
    expect(headers()).toEqual(['Id', 'Culture', 'Parcelle', 'Dose']);
    cleanup();
    renderTable(adminSession);
    expect(headers()).toEqual(['Parcelle', 'Dose']);
  });

  it('offers no switch to a table without sets', () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <DataTable label="Parcelles" columns={COLUMNS} rows={ROWS} />
      </Providers>,
    );
    expect(screen.queryByRole('group', { name: 'Colonnes' })).toBeNull();
    expect(headers()).toEqual(['Id', 'Culture', 'Parcelle', 'Dose']);
  });
});
