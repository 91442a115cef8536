import { describe, expect, it } from 'vitest';
import { templateParams } from '../catalogue/endpoint.ts';
import { fertiEndpoints } from '../endpoints/ferti.ts';
import {
  CORRECTION_TYPES,
  CORRECTION_TYPE_CODES,
  chnListRow,
  qnCorrectionRequest,
  qnPlot,
} from './ferti.ts';

function entry(id: (typeof fertiEndpoints)[number]['id']) {
  const found = fertiEndpoints.find((e) => e.id === id);
  if (found === undefined) throw new Error(`no catalogue entry ${id}`);
  return found;
}

function bodyOf(id: (typeof fertiEndpoints)[number]['id']) {
  const { body } = entry(id);
  if (body === null) throw new Error(`${id} has no body schema`);
  return body;
}

const chnRow = {
  uuid_plot: 'a3f1c2d4-5b6e-4f70-8a91-b2c3d4e5f607',
  uuid_user: 812,
  code_airbus: 'AB-51-0042',
  nom_parcelle: 'Les Grandes Terres',
  farmer: 'EARL Martin',
  technician: 'J. Lefèvre',
  client: 'Coop Champagne Céréales',
  zam: 'ZAM Champagne crayeuse',
  ingenieur_regional: 'C. Dubois',
  exploitation: 'EARL Martin',
  lieudit: 'La Croix Blanche',
  departement: '51',
  latitude: 48.95,
  longitude: 4.36,
  codeespece: 'BTH',
  crop_management: 'Meunerie',
  variete: 'Chevignon',
  bc_varietal: 'B',
  semis_date: '2024-10-18',
  semis_densite: 280,
  semis_profondeur: 3,
  codesolbase: 'CRAIE-01',
  sol_horizons: [
    { haut: 0, bas: 30, texture: 'limon argileux' },
    { haut: 30, bas: 90, texture: null },
  ],
  sol_mesures: [
    { grandeur: 'reliquatn-no3', date: '2025-02-03', haut: 0, bas: 30, valeur: 18 },
    { grandeur: 'reliquatn-nh4', date: '2025-02-03', haut: 0, bas: 30, valeur: 4 },
    { grandeur: 'forcagereliquatsazotes', date: '2025-02-10', haut: 0, bas: 90, valeur: 1 },
  ],
  sol_profondeur: 90,
  sol_profondeur_drains: null,
  sol_reserve_utile: 145,
  parcelle_irriguee: false,
  date_dernier_apport: '2025-03-04',
  dose_dernier_apport: 50,
  cipan_presence: false,
  codeprecedent: 'COLZA',
  nom_precedent: "Colza d'hiver",
  rendementrecolteprecedent: 38,
  uniterendementrecolteprecedent: 'q/ha',
  daterecolteprecedent: '2024-07-10',
  destinationresidusrecolteprecedent: 'enfouis',
  flag: { date: '2025-03-20', stade_repere: 'epi1cm', indicateurs: ['INN', 'LAI'] },
  flag_valide: true,
  corrections: [{ levier: 'RU', date: '2025-03-22' }],
  masque_correctif_calcul: '{"RU": 120}',
  masque_correctif_a_venir: null,
  tab_historique: [
    {
      date: '2025-03-20',
      flag: { date: '2025-03-20', stade_repere: 'epi1cm', indicateurs: ['INN'] },
      correction: { levier: 'RU', niveau: 2, ecart_qn_jour_j: -12.5 },
    },
  ],
  scheduled_interventions: [
    ['2025-02-15', 'apport', 40],
    ['2025-04-02', 'apport', 60],
  ],
  interventions: [
    { nom: 'fertilisation_minerale', date: '2025-03-04', dose: 50, produit: 'Ammonitrate 33,5' },
    { nom: 'irrigation', date: '2025-04-12', dose: 25, produit: null },
  ],
  livraison_conseil: [
    {
      date_apport_prevu: '2025-03-04',
      conseil_jm9: { dose: 55, date: '2025-02-23' },
      conseil_jm2: { dose: 50, date: '2025-03-02' },
    },
    {
      date_apport_prevu: '2025-04-15',
      conseil_jm9: { dose: 70, date: '2025-04-06' },
      conseil_jm2: null,
    },
  ],
  calcul_start_timestamp: '2025-04-01T04:00:12Z',
  calcul_end_timestamp: '2025-04-01T04:02:47Z',
  creation_timestamp: '2024-10-20T09:14:00Z',
  last_update_timestamp: '2025-04-01T04:02:47Z',
  dernier_lai_avant_assimilation: 1.8,
  dernier_lai_apres_assimilation: 2.1,
  dernier_azoteaerienabsorbe_avant_assimilation: 62,
  dernier_azoteaerienabsorbe_apres_assimilation: 71,
  dernier_biomasseaerienne_avant_assimilation: 1.9,
  dernier_biomasseaerienne_apres_assimilation: 2.2,
  dernier_inn: 0.86,
  inn_jplus10: 0.8,
  epi1cm_date: '2025-03-18',
  unnoeud_date: '2025-04-03',
  deuxnoeuds_date: null,
  dfp_date: null,
  epiaison_date: null,
  floraison_date: null,
  Preco_declenchement: true,
  dose_preconisee: 70,
  delta_n: -14,
  spluie_depuis_dernier_apport: 22.5,
  date_debut_prochaine_periode_favorable: '2025-04-09',
  date_fin_prochaine_periode_favorable: '2025-04-16',
  date_epuisement_n_sol: '2025-04-11',
  qn_sol_prochaine_periode_favorable: 24,
  date_franchissement_inn_min: '2025-04-14',
  date_derniere_image_utilisee: { acquisition_date: '2025-03-28' },
  date_derniere_image_lai: { acquisition_date: '2025-03-28' },
  date_derniere_image_chl: { acquisition_date: '2025-03-21' },
  validite: 'valide',
  statut: 'calcule',
  warnings: ['Densité de semis hors référentiel'],
  errors: null,
  module_urgence: false,
  numanomalie: 0,
  libelleanomalie: null,
  numvalidite: 1,
  is_error: false,
  conseil_previous: {
    date_apport_prevu: '2025-03-04',
    conseil_jm9: { dose: 55, date: '2025-02-23' },
    conseil_jm2: { dose: 50, date: '2025-03-02' },
  },
  conseil_next: {
    date_apport_prevu: '2025-04-15',
    conseil_jm9: { dose: 70, date: '2025-04-06' },
    conseil_jm2: null,
  },
};

const qnRow = {
  uuid_plot: 'QN-2025-000317',
  client: 'Coop Champagne Céréales',
  zam: 'ZAM Champagne crayeuse',
  code_dept: '51',
  codeespece: 'BTH',
  crop_management: 'Meunerie',
  derniere_date_acquisition: '2025-04-02',
  statut: 'calcule',
  date_semis: '2024-10-18',
  variete: 'Chevignon',
  date_calcul: '2025-04-03',
  latitude: 48.95,
  longitude: 4.36,
  preco_livree: 60,
  sortie_precoBrute: 57.4,
  nom_stade_en_cours: '1 noeud',
  nom_stade_acquisition: 'epi 1 cm',
  stade_levee: '2024-11-02',
  stade_debuttallage: '2024-12-10',
  stade_epi1cm: '2025-03-18',
  stade_1n: '2025-04-03',
  stade_2n: '2025-04-17',
  stade_dfp: null,
  stades_obs: [{ code_arvalis: 'epi1cm', date: '2025-03-20' }],
  e1cm_observe: '2025-03-20',
  hauteur_moyenne: 12,
  stade_epi1cm_prevu: '2025-03-16',
  previlis_id: 44871,
  nom_operateur: 'Coop Champagne Céréales',
  id_operateur: 17,
  sortie_CHL: 41.2,
  sortie_LAI: 1.9,
  sortie_QNacq: 68,
  sortie_preco_arrondie_finale: 60,
  sortie_biomasseAerienneFloraison: 9.8,
  sortie_indicateur_delta_biomasse: 0.12,
  sortie_indicateur_inn_acquisition: 0.91,
  sortie_azoteAerienAbsorbeFloraison: 182,
};

describe('ferti entities', () => {
  it('parses a realistic CHN list row', () => {
    expect(chnListRow.parse(chnRow)).toMatchObject({
      uuid_plot: chnRow.uuid_plot,
      is_error: false,
    });
  });

  it('parses a CHN result answer', () => {
    const answer = entry('chnResults').answer.safeParse({
      data: [chnRow],
    });
    expect(answer.success).toBe(true);
  });

  it('parses a realistic QN plot', () => {
    expect(qnPlot.parse(qnRow)).toMatchObject({ uuid_plot: 'QN-2025-000317', preco_livree: 60 });
    expect(entry('qnPlotResults').answer.safeParse({ data: [qnRow] }).success).toBe(true);
  });

  it('parses a correction request', () => {
    const request = {
      id: 9,
      demandeur: 'c.dubois',
      date_demande: '2025-04-04T10:12:00Z',
      parcelles: ['QN-2025-000317'],
      correction_type: 'QN_acq_facteur_delta',
      correction_valeur: [1.1, -5],
      validation: false,
    };
    expect(qnCorrectionRequest.safeParse(request).success).toBe(true);
  });

  it('lists every correction type once, with label and unit', () => {
    expect(CORRECTION_TYPES.map((t) => t.code)).toEqual([...CORRECTION_TYPE_CODES]);
    expect(CORRECTION_TYPES.find((t) => t.code === 'preco_finale')?.unit).toBe('kg/ha');
  });
});

describe('ferti catalogue', () => {
  const correctionBody = bodyOf('qnCorrectionCreate');
  const valid = {
    parcelles: ['QN-2025-000317', 'QN-2025-000318'],
    type_correction: 'preco_finale',
    valeur_correction: [40],
    commentaire: 'Dose relevée après visite',
  };

  it('accepts a valid correction request body', () => {
    expect(correctionBody.safeParse(valid).success).toBe(true);
    expect(
      correctionBody.safeParse({
        ...valid,
        type_correction: 'QN_acq_facteur_delta',
        valeur_correction: [1.2, -10],
      }).success,
    ).toBe(true);
  });

  it('rejects a correction request body without plots', () => {
    expect(correctionBody.safeParse({ ...valid, parcelles: [] }).success).toBe(false);
    const { parcelles: _omitted, ...withoutPlots } = valid;
    expect(correctionBody.safeParse(withoutPlots).success).toBe(false);
  });

  it('rejects an unknown correction type', () => {
    expect(correctionBody.safeParse({ ...valid, type_correction: 'azote_total' }).success).toBe(
      false,
    );
  });

  it('rejects a non-numeric or missing correction value', () => {
    expect(correctionBody.safeParse({ ...valid, valeur_correction: ['40'] }).success).toBe(false);
    expect(correctionBody.safeParse({ ...valid, valeur_correction: ['abc'] }).success).toBe(false);
    expect(correctionBody.safeParse({ ...valid, valeur_correction: [] }).success).toBe(false);
    expect(
      correctionBody.safeParse({
        ...valid,
        type_correction: 'QN_acq_facteur_delta',
        valeur_correction: [1.2],
      }).success,
    ).toBe(false);
  });

  it('requires valeur for force_preco_valeur', () => {
    const body = bodyOf('chnForcePrecoValue');
    expect(body.safeParse({ plots: ['p1'], valeur: 80 }).success).toBe(true);
    expect(body.safeParse({ plots: ['p1'] }).success).toBe(false);
  });

  it('rejects a CHN admin action without plots', () => {
    expect(bodyOf('chnRecalculationRequest').safeParse({ plots: [] }).success).toBe(false);
  });

  it('makes date_calcul optional', () => {
    for (const id of ['chnResults', 'chnPlotResults', 'chnResultErrors'] as const) {
      const { query } = entry(id);
      expect(query?.safeParse({}).success).toBe(true);
      expect(query?.safeParse({ date_calcul: '2025-04-01' }).success).toBe(true);
    }
  });

  it('restricts the raster code and the plot status', () => {
    expect(entry('qnRaster').params?.safeParse({ code: 'lai' }).success).toBe(true);
    expect(entry('qnRaster').params?.safeParse({ code: 'ndvi' }).success).toBe(false);
    expect(entry('chnPlotsByStatus').query?.safeParse({ statut: 'obsolete' }).success).toBe(true);
    expect(entry('chnPlotsByStatus').query?.safeParse({ statut: 'ok' }).success).toBe(false);
  });

  it('has unique ids, matching path params, bodies on POST only, and rights', () => {
    expect(new Set(fertiEndpoints.map((e) => e.id)).size).toBe(fertiEndpoints.length);
    for (const e of fertiEndpoints) {
      const names = templateParams(e.path);
      const keys = e.params === null ? [] : Object.keys(e.params.shape);
      expect(keys.sort()).toEqual([...names].sort());
      expect(e.body === null).toBe(e.method === 'GET');
      expect(e.rights.length).toBeGreaterThan(0);
    }
  });
});
