// A section's loading state as a screen reader meets it: the loader is a named status (Mantine's
// bare loader carried a name on a role-less <span>, an ARIA fault axe grades serious, seen in the
// station detail's accessibility check while its charts loaded), then what failed with a retry,
// then the content.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadState, type LoadingQuery } from './LoadState';

function query(state: Partial<LoadingQuery>): LoadingQuery {
  return { isPending: false, isError: false, isFetching: false, refetch: vi.fn(), ...state };
}

function renderSection(state: LoadingQuery) {
  renderWithProviders(
    <LoadState
      query={state}
      failure="La météo n'a pas pu être chargée."
      loading="Chargement de la météo"
    >
      <p>Températures du jour</p>
    </LoadState>,
  );
}

describe('LoadState', () => {
  it('shows a named status while the data is on its way', () => {
    renderSection(query({ isPending: true, isFetching: true }));
    expect(screen.getByRole('status', { name: 'Chargement de la météo' })).toBeTruthy();
    expect(screen.queryByText('Températures du jour')).toBeNull();
  });

  it('says what failed and retries on demand, showing the status again while it retries', async () => {
    const failed = query({ isError: true });
    renderSection(failed);
    expect(screen.getByText("La météo n'a pas pu être chargée.")).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the status, not the old failure, while a retry runs', () => {
    renderSection(query({ isError: true, isFetching: true }));
    expect(screen.getByRole('status', { name: 'Chargement de la météo' })).toBeTruthy();
    expect(screen.queryByText("La météo n'a pas pu être chargée.")).toBeNull();
  });

  it('shows the content once loaded', () => {
    renderSection(query({}));
    expect(screen.getByText('Températures du jour')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
