import { describe, expect, it } from 'vitest';
import type { QnCorrectionRequest, QnPlot } from '../entities/ferti.ts';
import {
  correctionTypeLabel,
  QN_FILTER_KEYS,
  QN_HIDDEN_COLUMNS,
  qnCorrectionColumns,
  qnListColumns,
} from './qn.ts';

const plot = {
  uuid_plot: 300012,
  client: 'Coop Beauce',
  zam: 'ZAM 28-1',
  code_dept: '28',
  codeespece: 'BDH',
  crop_management: 'Blé améliorant',
  derniere_date_acquisition: '2026-04-10',
  statut: 'Corrigé',
  date_semis: '2025-10-20',
  variete: 'Anvergur',
  date_calcul: '2026-04-11',
  latitude: 48.4,
  longitude: 1.5,
  preco_livree: 70,
  sortie_precoBrute: 64.3,
  nom_stade_en_cours: 'Épiaison',
  nom_stade_acquisition: '1 nœud',
  nom_operateur: 'Coopérative Terres du Nord',
  id_operateur: 1,
} as QnPlot;

describe('the QN follow-up columns', () => {
  it("are the spec's, in its order, with the delivered dose after the status", () => {
    expect(qnListColumns.map((column) => column.header)).toEqual([
      'Client',
      'ZAM',
      'Département',
      'Culture',
      'Débouché',
      'Date de dernière acquisition',
      'Statut',
      'Préconisation livrée (kgN/ha)',
      'Identifiant parcelle',
      'Date de semis',
      'Variété',
      'Date de calcul',
      'Opérateur',
      'Identifiant opérateur',
    ]);
    expect(qnListColumns.map((column) => column.value(plot))).toEqual([
      'Coop Beauce',
      'ZAM 28-1',
      '28',
      'Blé dur (BDH)',
      'Blé améliorant',
      '10/04/2026',
      'Corrigé',
      70,
      '300012',
      '20/10/2025',
      'Anvergur',
      '11/04/2026',
      'Coopérative Terres du Nord',
      '1',
    ]);
  });

  it('filter and hide columns the table has', () => {
    const keys = qnListColumns.map((column) => column.key);
    for (const key of [...QN_FILTER_KEYS, ...QN_HIDDEN_COLUMNS]) expect(keys).toContain(key);
  });
});

describe('the correction requests columns', () => {
  it('write the type with its unit, the factor and delta, and the validation', () => {
    const request: QnCorrectionRequest = {
      id: 4,
      demandeur: 'ferti@demo.fr',
      date_demande: '2026-06-12T14:30:00.000Z',
      parcelles: [300012, 300015],
      correction_type: 'QN_acq_facteur_delta',
      correction_valeur: [1.1, -5],
      validation: false,
    };
    expect(qnCorrectionColumns.map((column) => column.value(request))).toEqual([
      '12/06/2026 16:30',
      'ferti@demo.fr',
      'QN acquisition',
      '1,1\u202f; -5',
      '300012, 300015',
      'En attente',
    ]);
    expect(correctionTypeLabel('QMS_floraison')).toBe('Biomasse floraison (T/ha)');
  });
});
