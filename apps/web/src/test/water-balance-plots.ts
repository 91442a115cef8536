// Water-balance plots and filter sources for the dashboard's tests, shaped as GET /api/bhs and
// GET /api/bhs/listes answer them.
import type { BhFilterSource, BhPlot } from '@agro/contracts/entities/water-balance';

let nextId = 100001;

export function bhPlot(overrides: Partial<BhPlot> = {}): BhPlot {
  const id = overrides.id ?? nextId++;
  return {
    id,
    id_info_plot: `info-${id}`,
    nom_parcelle: `Parcelle ${id}`,
    code_parcelle: null,
    nom_agri: 'DUPONT',
    prenom_agri: 'Jean',
    code_agri: 'A1',
    id_agri: 1,
    nom_operateur: 'Coopérative du Sud',
    id_operateur: 10,
    nom_grpt: 'Distrib Ouest',
    id_grpt: 20,
    departement: '40',
    culture: 'PDT',
    statut_calcul_bh: 'ok',
    date_semis: '2026-04-10',
    stade_actuel: null,
    nom_sol: 'Sable',
    code_sol: 'S1',
    ru_max: 80,
    rfu_max: 50,
    date_calcul_bh: '2026-07-01T06:00:00+02:00',
    surface_irrig: 10,
    station: { id_iot: 7, nom_constructeur: 'Sencrop', code: '40123' },
    latitude: 44,
    longitude: -0.5,
    epuisement_rfu: 20,
    somme_irrig: 0,
    deficitj: 0,
    deficitj1: 0,
    deficitj2: 0,
    deficitj3: 0,
    deficitj4: 0,
    deficitj5: 0,
    deficitj6: 0,
    deficitj7: 0,
    warnings: null,
    precedent: null,
    irrig_precedent: null,
    p_dt_crea: null,
    code_postal: null,
    nom_integrateur: null,
    ...overrides,
  };
}

/** The filter sources of some plots: one row per distinct combination, as the API gives them. */
export function filterSources(plots: readonly BhPlot[]): BhFilterSource[] {
  const rows = new Map<string, BhFilterSource>();
  for (const plot of plots) {
    const row: BhFilterSource = {
      culture: plot.culture,
      departement: plot.departement,
      code_agri: plot.code_agri,
      nom_agri: plot.nom_agri,
      prenom_agri: plot.prenom_agri,
      id_operateur: plot.id_operateur,
      nom_operateur: plot.nom_operateur,
      id_grpt: plot.id_grpt,
      nom_grpt: plot.nom_grpt,
    };
    rows.set(JSON.stringify(row), row);
  }
  return [...rows.values()];
}
