import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { setScreenWidth } from '../test/screen-width';
import { DashboardLayout } from './DashboardLayout';
import { MapPanel, TitledSection } from './DashboardSections';
import { emptyListNotice, figuresOf, loadErrorOf } from './dashboard-state';

const FIGURES = [
  { title: 'Nombre de parcelles', value: 12 },
  { title: 'Surface totale', value: 30, unit: 'ha' },
];

function renderDashboard(props: Partial<Parameters<typeof DashboardLayout>[0]> = {}) {
  return renderWithProviders(
    <DashboardLayout
      title="Tableau de bord"
      actions={<Button>Exporter les statuts</Button>}
      filters={<section aria-label="Filtres">Culture</section>}
      notice={null}
      figures={FIGURES}
      panels={
        <MapPanel headingId="carte-titre" title="Carte des parcelles">
          <p>La carte</p>
        </MapPanel>
      }
      list={
        <TitledSection headingId="liste-titre" title="Liste des parcelles">
          <p>Le tableau</p>
        </TitledSection>
      }
      {...props}
    />,
  );
}

describe('DashboardLayout', () => {
  it('shows the title with its actions, the filters, the figures, the panels then the list', () => {
    setScreenWidth(1400);
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exporter les statuts' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Filtres' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Nombre de parcelles' }).textContent).toContain('12');
    expect(screen.getByRole('group', { name: 'Surface totale' })).toBeTruthy();
    const map = screen.getByRole('region', { name: 'Carte des parcelles' });
    const list = screen.getByRole('region', { name: 'Liste des parcelles' });
    expect(within(map).getByText('La carte')).toBeTruthy();
    expect(within(list).getByText('Le tableau')).toBeTruthy();
    expect(map.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts the list before the panels when asked', () => {
    setScreenWidth(1400);
    renderDashboard({ listFirst: true });
    const map = screen.getByRole('region', { name: 'Carte des parcelles' });
    const list = screen.getByRole('region', { name: 'Liste des parcelles' });
    expect(list.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the map from a button on a phone', () => {
    setScreenWidth(400);
    renderDashboard();
    expect(screen.getByRole('button', { name: 'Carte' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Carte des parcelles' })).toBeNull();
  });

  it('keeps the live region of the notice in the page, then announces the notice', () => {
    renderDashboard();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says why the list is empty', () => {
    renderDashboard({ notice: 'Aucune parcelle ne correspond aux filtres choisis.' });
    expect(screen.getByRole('status').textContent).toBe(
      'Aucune parcelle ne correspond aux filtres choisis.',
    );
  });

  it("says the load error above the figures, and 'Réessayer' reads the data again", async () => {
    const onRetry = vi.fn();
    renderDashboard({
      loadError: { message: "Les parcelles n'ont pas pu être chargées.", onRetry },
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText("Les parcelles n'ont pas pu être chargées.")).toBeTruthy();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    // The page keeps its other parts.
    expect(screen.getByRole('group', { name: 'Nombre de parcelles' })).toBeTruthy();
  });

  it('replaces the figures and all below by a titled card when the page has nothing to show', async () => {
    const onRetry = vi.fn();
    renderDashboard({
      loadError: {
        message: "Les chiffres du tableau de bord n'ont pas pu être chargés.",
        onRetry,
        cardTitle: 'Tableau de bord indisponible',
      },
    });
    expect(screen.getByText('Tableau de bord indisponible')).toBeTruthy();
    expect(
      screen.getByText("Les chiffres du tableau de bord n'ont pas pu être chargés."),
    ).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('group', { name: 'Nombre de parcelles' })).toBeNull();
    expect(screen.queryByText('Le tableau')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeTruthy();
  });

  it('shows its further sections and dialogs', () => {
    renderDashboard({ children: <p>Corriger des parcelles</p>, dialogs: <p>Commentaires</p> });
    expect(screen.getByText('Corriger des parcelles')).toBeTruthy();
    expect(screen.getByText('Commentaires')).toBeTruthy();
  });
});

describe('dashboard state', () => {
  const query = { isPending: false, isSuccess: true, isError: false, refetch: vi.fn() };

  it('gives a load error only for a failed query, retried by reading it again', () => {
    expect(loadErrorOf(query, 'Échec')).toBeNull();
    const failed = { ...query, isError: true, refetch: vi.fn(() => Promise.resolve()) };
    const error = loadErrorOf(failed, 'Échec', 'Indisponible');
    expect(error).toMatchObject({ message: 'Échec', cardTitle: 'Indisponible' });
    error?.onRetry();
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the figures once read, a placeholder while read, nothing if failed', () => {
    const cards = [{ title: 'Nombre de parcelles', value: 3 }];
    expect(figuresOf(query, cards)).toEqual([{ ...cards[0], loading: false }]);
    expect(figuresOf({ isPending: true, isSuccess: false }, cards)).toEqual([
      { title: 'Nombre de parcelles', value: null, loading: true },
    ]);
    expect(figuresOf({ isPending: false, isSuccess: false }, cards)[0]?.value).toBeNull();
  });

  it('says why a loaded list is empty', () => {
    const texts = { none: 'Aucune parcelle.', noMatch: 'Aucune ne correspond.' };
    expect(emptyListNotice(false, { all: 0, shown: 0 }, texts)).toBeNull();
    expect(emptyListNotice(true, { all: 0, shown: 0 }, texts)).toBe('Aucune parcelle.');
    expect(emptyListNotice(true, { all: 4, shown: 0 }, texts)).toBe('Aucune ne correspond.');
    expect(emptyListNotice(true, { all: 4, shown: 2 }, texts)).toBeNull();
    expect(emptyListNotice(true, { all: 4, shown: 0 }, { none: 'Aucune parcelle.' })).toBeNull();
  });
});
