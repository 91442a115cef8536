import type { BlightGapPlot } from '@agro/contracts/entities/blight';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openScreen } from '../../../test/open-screen';
import { selectRows } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { adviserSession } from '../../../test/sessions';
import { perPlotPost, signedInBff } from '../../../test/signed-in-bff';

const plot = (id: number, name: string, overrides: Partial<BlightGapPlot> = {}): BlightGapPlot => ({
  id,
  name,
  farmer: 'AGRI0001',
  iot_id: 42,
  status: 'error',
  station: 'Arras Nord',
  periods: [],
  missing_days: [],
  ...overrides,
});

function gapBff(failOn: number | null = null) {
  const plots = [
    plot(1, 'La Mare', { periods: [{ begin: '2026-06-01', end: '2026-06-02' }] }),
    plot(2, 'Le Moulin', { status: 'OK', missing_days: ['2026-05-20'] }),
    plot(3, 'Les Hauts'),
  ];
  return signedInBff(
    { session: adviserSession, platformDate: '2026-06-15' },
    (request) =>
      request.url === '/api/maladiesPdt/plots/getAllReplacement'
        ? { status: 200, body: { data: plots } }
        : undefined,
    perPlotPost(/^\/api\/maladiesPdt\/plots\/(\d+)\/gapMeteos\/1$/, failOn, {
      success: { status: 200, body: { data: 2 } },
      refusal: { status: 500, body: { code: 500, message: 'Erreur interne' } },
    }),
  );
}

const page = () => within(screen.getByRole('main'));

async function openGapView(failOn: number | null = null) {
  const requests = gapBff(failOn);
  const user = await openScreen('/mildiou/gap_meteo', 'Compléter la météo des parcelles', {
    timeout: 20_000,
  });
  return { requests, user };
}

async function selectAndFill(user: UserEvent, names: string[]) {
  await selectRows(user, 'Parcelles à compléter', names);
  await user.click(page().getByRole('checkbox', { name: 'Combler les manques météo' }));
  await user.click(page().getByRole('button', { name: 'Enregistrer' }));
}

beforeEach(() => setScreenWidth(1280));

describe('weather-gap view', () => {
  it('asks for a plot before saving, then fills the selected plots and says so', async () => {
    const { requests, user } = await openGapView();
    expect(page().getByText('Sélectionnez au moins une parcelle dans le tableau.')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Enregistrer' })).toHaveProperty('disabled', true);
    await selectAndFill(user, ['La Mare', 'Les Hauts']);
    expect(
      await screen.findByText('Action bien effectuée sur votre selection de parcelle'),
    ).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST').map((r) => r.url);
    expect(posts).toEqual([
      '/api/maladiesPdt/plots/1/gapMeteos/1',
      '/api/maladiesPdt/plots/3/gapMeteos/1',
    ]);
  });

  it('lists every plot’s ongoing corrections, periods with actions and missing days without', async () => {
    await openGapView();
    const ongoing = page().getByRole('table', { name: 'Corrections météo en cours' });
    expect(within(ongoing).getByText('Du 01/06/2026 au 02/06/2026')).toBeTruthy();
    expect(
      within(ongoing).getByRole('button', {
        name: 'Supprimer la période Du 01/06/2026 au 02/06/2026 de La Mare',
      }),
    ).toBeTruthy();
    const missing = within(ongoing).getByText('20/05/2026').closest('tr') as HTMLElement;
    expect(within(missing).queryAllByRole('button')).toHaveLength(0);
  });

  it('names the plots that did not take the correction', async () => {
    const { user } = await openGapView(3);
    await selectAndFill(user, ['La Mare', 'Les Hauts']);
    await waitFor(() =>
      expect(screen.getByRole('dialog').textContent).toContain(
        "La correction n'a pas pu être enregistrée pour Les Hauts (3)",
      ),
    );
  });
});
