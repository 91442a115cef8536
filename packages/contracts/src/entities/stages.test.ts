import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { recalageEndpoints } from '../endpoints/recalage.ts';
import { stagesEndpoints } from '../endpoints/stages.ts';
import { RECALAGE_MESSAGES, simulationRequest, stageSubmitPayload } from './recalage.ts';
import {
  MYCOLIS_BATCH_SIZE,
  MYCOLIS_REQUIRED_COLUMNS,
  capPlot,
  maizeStagePlot,
  plotDetail,
  type MycolisImportRow,
} from './stages.ts';

/** The query or body schema of a catalogue entry, which must exist. */
function schemaOf(id: string, part: 'query' | 'body'): z.ZodType {
  const entry = [...stagesEndpoints, ...recalageEndpoints].find((e) => e.id === id);
  const schema = entry?.[part];
  if (!schema) throw new Error(`no ${part} for catalogue entry ${id}`);
  return schema;
}

/** A copy of an object without one key. */
function without(value: object, key: string): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));
}

const capPlotRow = {
  id_plot: 48213,
  code_parcelle_os: 'jdupont_BT_2025_012',
  castype: 0,
  codeespece: 17,
  date_semis: '2024-10-18',
  variete: 'CHEVIGNON',
  var_origine: null,
  codesol: '412',
  labour: 1,
  code_precedent: 'COLZA',
  a_calculer: true,
  date_calcul: '2025-03-14T05:12:00Z',
  date_fin_previsions: '2025-03-23',
  code_insee: '28085',
  x: 1.4891,
  y: 48.4469,
  e1cm_observe: null,
  hauteur_moyenne: null,
  stade_levee: '2024-10-30',
  stade_debuttallage: '2024-12-02',
  stade_epi1cm: '2025-03-11',
  stade_epi1cm_prevu: '2025-03-11',
  stade_1n: '2025-03-29',
  stade_2n: null,
  stade_f5: null,
  stade_f4: null,
  stade_f3: null,
  stade_f2: null,
  stade_dfp: null,
  stade_meiose: null,
  stade_epiaison: null,
  stade_floraison: null,
  stade_maturite: null,
  stade_recolte: null,
  pv_datealerte: '2025-03-20',
  pv_datet1: null,
  septo_datealerte: '2025-04-02',
  septo_datet1: null,
  rouillejaune_crusty_date1: '2025-03-25',
  risque_fusa: 'moyen',
  septo_risque: 20,
  note_septo: 6.5,
  code_station: '28070001',
  type_observateur: 'technicien',
  precocite_epiaison: 6,
  precocite_montaison: 5,
  nom_operateur: 'Coopérative de Beauce',
  id_operateur: 12,
  id_user: 301,
  nom_user: 'jdupont',
  code_dept: '28',
  etat_calcul: 'ok',
  p_dt_lastechec: null,
};

function mycolisRow(n: number): MycolisImportRow {
  return {
    code_exploitation: 'EXP042',
    nom_parcelle: `EXP042|Parcelle ${n}`,
    code_parcelle: `P${n}`,
    espece: 'Blé tendre hiver',
    variete: 'KWS EXTASE',
    date_semis: '15/10/2024',
    labour: 'OUI',
    precedent: 'colza',
    surface: '4,2',
    exploitation: 'EARL des Tilleuls',
    personnalisation: `Parcelle ${n}`,
    code_insee: '51454',
    latitude: 49.25,
    longitude: 4.03,
    libelle_culture: 'Blé tendre',
    codesol: null,
    code_station: null,
  };
}

describe('stage entities', () => {
  it('parses a realistic cereal client plot and its detail', () => {
    expect(capPlot.parse(capPlotRow).codeespece).toBe(17);
    const detail = plotDetail.parse({
      ...capPlotRow,
      don_classerisque: 2,
      traitements: [
        {
          maladie: 'septoriose',
          traitements: [{ date: '2025-04-10', dose: 0.8, produit: 'Revystar XL' }],
        },
      ],
      stades_obs: [{ code_arvalis: 'EPI1CM', date: '2025-03-11' }],
    });
    expect(detail.stades_obs).toHaveLength(1);
  });

  it('rejects a cap plot of a species outside the module', () => {
    expect(capPlot.safeParse({ ...capPlotRow, codeespece: 99 }).success).toBe(false);
    expect(capPlot.safeParse({ ...capPlotRow, codeespece: '27' }).success).toBe(true);
  });

  it('parses a realistic grain maize plot', () => {
    const plot = maizeStagePlot.parse({
      id_plot: 9921,
      nom_user: 'CLIENT_MAIS',
      code_parcelle_os: 'AGRI17-P03',
      code_dept: '40',
      variete: 'LG 31.272',
      date_semis: '2025-04-22',
      stade_levee: '2025-05-03',
      stade_4f: '2025-05-20',
      stade_6f: '2025-06-02',
      stade_8f: '2025-06-14',
      stade_10f: '2025-06-25',
      stade_ff: '2025-07-15',
      stade_slag: '2025-08-20',
      stade_h50: '2025-09-05',
      stade_h45: '2025-09-12',
      stade_h35: '2025-09-28',
      stade_h32: null,
      nb_stades_obs: 1,
      etat_calcul: 'ok',
    });
    expect(plot.stade_h32).toBeNull();
  });
});

describe('stage calls', () => {
  it('previCap plots accepts the three list types and rejects any other', () => {
    const query = schemaOf('capPlotsList', 'query');
    expect(query.safeParse({ type: 'clients_e1c' }).success).toBe(true);
    expect(query.parse({ type: 'clients', notes: 'true' })).toEqual({
      type: 'clients',
      notes: true,
    });
    expect(query.safeParse({ type: 'mycolis' }).success).toBe(false);
    expect(query.safeParse({}).success).toBe(false);
  });

  it('accepts a Mycolis batch of 200 rows and rejects 201', () => {
    const body = schemaOf('capPlotsImport', 'body');
    const batch = (n: number) => ({
      csv: Array.from({ length: n }, (_, i) => mycolisRow(i + 1)),
      client: 'ORG123',
      from_mycolis: true,
    });
    expect(body.safeParse(batch(MYCOLIS_BATCH_SIZE)).success).toBe(true);
    expect(body.safeParse(batch(MYCOLIS_BATCH_SIZE + 1)).success).toBe(false);
  });

  it('requires every Mycolis required column', () => {
    const body = schemaOf('capPlotsImport', 'body');
    for (const column of MYCOLIS_REQUIRED_COLUMNS) {
      const row = without(mycolisRow(1), column);
      const result = body.safeParse({ csv: [row], client: 'ORG123', from_mycolis: true });
      expect(result.success, column).toBe(false);
    }
  });

  it('accepts an own-plot import with the team flag', () => {
    const body = schemaOf('capPlotsImport', 'body');
    const ownRows = [
      {
        code_parcelle: 'jdupont_01',
        castype: '0',
        culture: "ble tendre d'hiver",
        code_station: '2807',
        precedent: 'mais grain',
        date_semis: '12/10/2024',
      },
    ];
    expect(body.safeParse({ csv: ownRows, equipe: false }).success).toBe(true);
    expect(body.safeParse({ csv: ownRows }).success).toBe(false);
  });
});

describe('recalage payloads', () => {
  const stageRequest = {
    valStadeRecalage: -3,
    selectedDate: ['2024-10-01', '2024-10-15'],
    selectedDepartement: ['28', '45'],
    selectedStation: [],
    selectedEspece: 17,
    selectedVariete: [],
    selectedPrecoMontaison: [5, 6],
    selectedPrecoEpiaison: [],
    selectedSolPanoramix: [],
    selectedSolBase: [],
    selectedPra: ['28021'],
    typeStadeRecalage: 'epi1cm',
    commentaireRecalage: 'Montaison observée en avance en Beauce',
    horsPerimetreIR: false,
    typeDemandeRecalage: 'Nouvelle demande',
    refRecalageCorrige: null,
    warnings: null,
  };

  it('parses a stage recalage request', () => {
    expect(stageSubmitPayload.parse(stageRequest).valStadeRecalage).toBe(-3);
    expect(schemaOf('recalageStadeRequestCreate', 'body').safeParse(stageRequest).success).toBe(
      true,
    );
  });

  it('refuses earliness combined with varieties, and a request without departments', () => {
    const combined = stageSubmitPayload.safeParse({
      ...stageRequest,
      selectedVariete: ['RGT SACRAMENTO'],
    });
    expect(combined.success).toBe(false);
    expect(combined.error?.issues[0]?.message).toBe(RECALAGE_MESSAGES.combinedEarliness);
    expect(stageSubmitPayload.safeParse({ ...stageRequest, selectedDepartement: [] }).success).toBe(
      false,
    );
  });

  it('requires every field of the simulation body', () => {
    const simulation = {
      selectedDate: '2024-10-20',
      selectedStation: '2807',
      selectedEspece: 17,
      selectedVariete: 'CHEVIGNON',
      selectedSolBase: 12,
    };
    expect(simulationRequest.safeParse(simulation).success).toBe(true);
    for (const field of Object.keys(simulation)) {
      const partial = without(simulation, field);
      expect(simulationRequest.safeParse(partial).success, field).toBe(false);
    }
  });
});
