import { describe, expect, it } from 'vitest';
import { blightEndpoints } from '../endpoints/blight.ts';
import {
  BLIGHT_PHASE_BY_CODE,
  BLIGHT_PHASE_CODES,
  BLIGHT_PHASE_NAMES,
  blightCasTypeRow,
  blightDailyIndex,
  blightDashboardRow,
  blightIrrigationBody,
  blightScenarioRequest,
  blightTreatmentBody,
  blightTreatmentPayload,
} from './blight.ts';

function entry(id: string) {
  const found = blightEndpoints.find((e) => e.id === id);
  if (!found) throw new Error(`missing ${id}`);
  return found;
}

function present<T>(value: T | null): T {
  if (value === null) throw new Error('schema expected');
  return value;
}

const dashboardRow = {
  id: 1842,
  plot_name: 'Les Grands Champs',
  scenario: null,
  farmer: 'agri.dupont',
  nom_agri: 'Dupont',
  prenom_agri: 'Marie',
  city: 'Arras',
  latitude: 50.2897,
  longitude: 2.7812,
  area: 12.5,
  variete: 'BINTJE',
  seuiltrait: 3,
  levee30: '2025-05-06',
  stade: 'croissanceactive',
  risque: 40,
  risque_alt: 10,
  risque_j_previ: 50,
  risque_jp1_previ: 50,
  statut: 'OK',
  conseil: 'TRAIT',
  parcelleprotegee: 0,
  l10poids_j_reel: 2.4,
  l10poids_j_previ: 3.1,
  l10poids_jp1_previ: 4.05,
  l10poids_jp2_previ: null,
  nb_heure_last_meteo_data: 2,
  raison_sociale: 'EARL Dupont',
  nom_integrateur: 'Coopérative du Nord',
  id_integrateur: 12,
  distributeur: 'Négoce Artois',
  country: 'france',
  departement: '62',
  externe: 0,
};

const treatmentLine = {
  date: '2025-06-12T08:30:00Z',
  remanence: 7,
  id_produit: 301,
  typeproduit: 'contact',
  dose: 2.5,
  unite: 'kg/ha',
  resistancelessivage: 30,
  remanence_alt: 0,
  resistancelessivage_alt: 0,
};

describe('blight entities', () => {
  it('parses a realistic dashboard row', () => {
    expect(blightDashboardRow.parse(dashboardRow)).toEqual(dashboardRow);
    expect(blightDashboardRow.safeParse({ ...dashboardRow, stade: 'fincampagne' }).success).toBe(
      true,
    );
    expect(blightDashboardRow.safeParse({ ...dashboardRow, conseil: 'ARROSER' }).success).toBe(
      false,
    );
  });

  it('parses a daily plot index', () => {
    const day = {
      date: '2025-06-14',
      l10spores: 5.21,
      indexconta: 1.37,
      l10poids: 2.94,
      l10spospo: 6.8,
      parcelleprotegee: 1,
      risque: 50,
      pluie: 4.2,
      resistance_lessivage: 25,
      l10cumulpoidsconta: 18.6,
      conseil: null,
    };
    expect(blightDailyIndex.parse(day)).toEqual(day);
  });

  it('accepts a persistence of 4 to 10 days only', () => {
    for (const remanence of [4, 10]) {
      expect(blightTreatmentPayload.safeParse({ ...treatmentLine, remanence }).success).toBe(true);
    }
    for (const remanence of [3, 11]) {
      const body = { traitement_data: [{ ...treatmentLine, remanence }] };
      expect(blightTreatmentBody.safeParse(body).success).toBe(false);
    }
  });

  it('rejects an irrigation without dose', () => {
    const irrigation = {
      begin_at: '2025-07-02T19:00:00Z',
      end_at: '2025-07-02T22:00:00Z',
      water_dose: 25,
      dose_unit: 'MM',
    };
    expect(blightIrrigationBody.safeParse({ irrigation_data: irrigation }).success).toBe(true);
    const { water_dose: _dose, ...withoutDose } = irrigation;
    expect(blightIrrigationBody.safeParse({ irrigation_data: withoutDose }).success).toBe(false);
    expect(
      blightIrrigationBody.safeParse({ irrigation_data: { ...irrigation, water_dose: 0 } }).success,
    ).toBe(false);
  });

  it('parses a scenario request', () => {
    const body = { code_scenario: 'SCEN_IRRIG', id_plot: 1842 };
    expect(blightScenarioRequest.parse(body)).toEqual(body);
    expect(present(entry('blightScenarioSet').body).safeParse(body).success).toBe(true);
  });

  it('names the cas-type days J-7 to J+2 concretely', () => {
    const shape = blightCasTypeRow.shape;
    expect(Object.keys(shape)).toContain('l10poids_jm7');
    expect(Object.keys(shape)).toContain('l10poids_j');
    expect(Object.keys(shape)).toContain('indexconta_jp2');
    expect(Object.keys(shape).filter((k) => k.startsWith('l10spospo_'))).toHaveLength(10);
  });

  it('maps every stage name to a code and back', () => {
    for (const name of BLIGHT_PHASE_NAMES) {
      expect(BLIGHT_PHASE_BY_CODE[BLIGHT_PHASE_CODES[name]]).toBe(name);
    }
    expect(BLIGHT_PHASE_CODES.levee30).toBe('30PERCENT-EMERGENCE');
  });
});

describe('blight endpoints', () => {
  it('requires the campaign on situationMildiou', () => {
    const query = present(entry('blightSituation').query);
    expect(query.safeParse({ type: 'parcelle' }).success).toBe(false);
    expect(query.parse({ campagne: '2025', type: 'parcelle' })).toEqual({
      campagne: 2025,
      type: 'parcelle',
    });
  });

  it('has unique ids and paths under maladiesPdt', () => {
    const ids = blightEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of blightEndpoints) {
      expect(e.path.startsWith('maladiesPdt/')).toBe(true);
      expect(e.rights.length).toBeGreaterThan(0);
    }
  });
});

describe('intervention bodies', () => {
  it('refuse an irrigation ending less than an hour after its start, with the spec’s message', () => {
    const irrigation = (end: string) => ({
      irrigation_data: {
        begin_at: '2026-06-10T19:00:00Z',
        end_at: end,
        water_dose: 20,
        dose_unit: 'MM',
      },
    });
    expect(blightIrrigationBody.safeParse(irrigation('2026-06-10T20:00:00Z')).success).toBe(true);
    const short = blightIrrigationBody.safeParse(irrigation('2026-06-10T19:30:00Z'));
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe(
      'La date de fin doit être au moins 1 heure après la date de début.',
    );
  });

  it('refuse a forced persistence outside 4 to 10 days', () => {
    const line = (remanence: number) => ({
      traitement_data: [
        {
          date: '2026-06-10T08:00:00Z',
          remanence,
          id_produit: 3,
          typeproduit: 'contact',
          dose: 2,
          unite: 'kg/ha',
          resistancelessivage: 20,
          remanence_alt: 0,
          resistancelessivage_alt: 0,
        },
      ],
    });
    expect(blightTreatmentBody.safeParse(line(4)).success).toBe(true);
    expect(blightTreatmentBody.safeParse(line(11)).error?.issues[0]?.message).toBe(
      'La rémanence doit être comprise entre 4 et 10 jours.',
    );
  });
});
