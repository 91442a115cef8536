// The administration dashboards (spec 1 §2, §7) as an administrator reads them: their figures add
// up with the modules' own lists (the same statuses, the same plots), a blight write moves them,
// and a non-administrator is refused.
import type { BlightDashboardRow } from '@agro/contracts/entities/blight';
import type { BhPlot } from '@agro/contracts/entities/water-balance';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, ok, tokenOf, useFreshSimulator } from './helpers.ts';

const app = useFreshSimulator();
let admin = '';
let conseiller = '';
beforeAll(async () => {
  await app.ready();
  [admin, conseiller] = await Promise.all([tokenOf(app, 'admin'), tokenOf(app, 'conseiller')]);
});

const get = <T>(path: string, query?: Record<string, string | number>) =>
  ok<{ data: T }>(app, { method: 'GET', path, query, token: admin }).then((answer) => answer.data);

interface Share {
  nb_parcelles: number;
  pourcentage_parcelles: number;
}
interface BlightAdmin {
  detail_etat_calculs: (Share & { statut_msg: string | null })[];
  liste_operateurs: (Share & { name: string })[];
}
interface BhAdmin {
  detail_etat_calculs: (Share & { statut_calcul_bh: string | null })[];
  liste_operateurs: (Share & { nom_operateur: string })[];
  detail_culture: { culture: string; nb_parcelles: number; surface: number }[];
}

const countOf = <T>(items: readonly T[], key: (item: T) => string | null) => {
  const counts = new Map<string | null, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('potato blight dashboard', () => {
  it("counts each status as the blight model gives it on the module's dashboard", async () => {
    const [dashboard, rows, statuses] = await Promise.all([
      get<BlightAdmin>('maladiesPdt/tableaudebord'),
      get<BlightDashboardRow[]>('maladiesPdt/situationMildiou', { campagne: 2026 }),
      get<{ id: number; statut: string | null; statut_msg: string | null }[]>(
        'maladiesPdt/tableaudebord/statuts',
      ),
    ]);
    const total = dashboard.detail_etat_calculs.reduce((sum, row) => sum + row.nb_parcelles, 0);
    // Cas-types are potato plots of no grower: the module's dashboard leaves them out, not this.
    expect(total).toBe(statuses.length);
    expect(rows.length).toBeLessThanOrEqual(total);
    const byStatus = countOf(rows, (row) => row.statut);
    const messages = countOf(statuses, (row) => row.statut);
    for (const [statut, count] of byStatus) expect(messages.get(statut)).toBe(count);
    expect(dashboard.detail_etat_calculs.map((row) => row.statut_msg)).toContain('calcul à jour');
    const upToDate = dashboard.detail_etat_calculs.find((r) => r.statut_msg === 'calcul à jour');
    expect(upToDate?.nb_parcelles).toBe(byStatus.get('OK'));
    const operators = dashboard.liste_operateurs.reduce((sum, row) => sum + row.nb_parcelles, 0);
    expect(operators).toBe(total);
    const percents = dashboard.detail_etat_calculs.reduce((s, r) => s + r.pourcentage_parcelles, 0);
    expect(percents).toBeCloseTo(100, 0);
  });

  it("follows the model after a write: filling a plot's missing weather", async () => {
    const situation = () =>
      get<BlightDashboardRow[]>('maladiesPdt/situationMildiou', { campagne: 2026 });
    const upToDate = async () =>
      (await get<BlightAdmin>('maladiesPdt/tableaudebord')).detail_etat_calculs.find(
        (row) => row.statut_msg === 'calcul à jour',
      )?.nb_parcelles ?? 0;
    const rows = await situation();
    const before = await upToDate();
    expect(before).toBe(rows.filter((row) => row.statut === 'OK').length);
    // Filled from the spatialised weather, some gappy plots are complete again.
    const gappy = rows.filter((row) => row.statut === 'donneesmanquantes').slice(0, 5);
    expect(gappy.length).toBeGreaterThan(0);
    for (const row of gappy) {
      await ok(app, {
        method: 'POST',
        path: 'maladiesPdt/plots/{id}/gapMeteos/{x}',
        params: { id: row.id, x: 1 },
        body: {},
        token: admin,
      });
    }
    const after = await situation();
    const healed = gappy.filter(
      (row) => after.find((other) => other.id === row.id)?.statut === 'OK',
    ).length;
    expect(healed, 'a filled plot back to calculated').toBeGreaterThan(0);
    expect(await upToDate()).toBe(before + healed);
  });
});

describe('water balance dashboard and billing', () => {
  it('counts the calculation statuses and crops of the water-balance list', async () => {
    const [dashboard, plots, billing] = await Promise.all([
      get<BhAdmin>('bhs/tableaudebord'),
      get<BhPlot[]>('bhs'),
      get<{ nom_operateur: string; culture: string; nb_parcelles: number; surface: number }[]>(
        'bhs/facturation',
      ),
    ]);
    const statuses = countOf(plots, (plot) => plot.statut_calcul_bh ?? null);
    for (const row of dashboard.detail_etat_calculs) {
      expect(row.nb_parcelles).toBe(statuses.get(row.statut_calcul_bh));
    }
    const crops = countOf(plots, (plot) => plot.culture ?? null);
    for (const row of dashboard.detail_culture)
      expect(row.nb_parcelles).toBe(crops.get(row.culture));
    // Billing: per integrator and crop, adding up to the crops' plots and surfaces.
    for (const crop of dashboard.detail_culture) {
      const lines = billing.filter((line) => line.culture === crop.culture);
      expect(lines.reduce((sum, line) => sum + line.nb_parcelles, 0)).toBe(crop.nb_parcelles);
      expect(lines.reduce((sum, line) => sum + line.surface, 0)).toBeCloseTo(crop.surface, 1);
    }
  });
});

describe('stage dashboard', () => {
  it('counts the cereal plots per species, the shares adding up to 100', async () => {
    const rows = await get<{ codeespece: string; nbr_espece: number; pourcentage: number }[]>(
      'previCap/tableaudebord/plots/nbr',
    );
    const cereals = app.world().plots.filter((plot) => plot.module === 'cap').length;
    expect(rows.reduce((sum, row) => sum + row.nbr_espece, 0)).toBe(cereals);
    expect(rows.reduce((sum, row) => sum + row.pourcentage, 0)).toBeCloseTo(100, 0);
  });
});

it('refuses the dashboards to an adviser without ADMIN', async () => {
  for (const path of [
    'bhs/tableaudebord',
    'bhs/facturation',
    'maladiesPdt/tableaudebord',
    'maladiesPdt/tableaudebord/statuts',
    'previCap/tableaudebord/plots/nbr',
  ]) {
    const res = await call(app, { method: 'GET', path, token: conseiller });
    expect(res.statusCode, path).toBe(403);
  }
});
