// The recalage screen's pure helpers: the sowing periods of the analysis calendar, the grid
// comparing production with requests, the payloads the forms send and how a request fills them.
import type { RecalageRequest } from '@agro/contracts/entities/recalage';
import { describe, expect, it } from 'vitest';
import {
  analysisGrid,
  analysisStageOf,
  sowingPeriods,
  sowingPeriodStart,
} from './recalage-analysis';
import { cropLabel, recalageStageColumns } from '@agro/contracts/columns/recalage';
import { diseasePayload, diseaseFormOf, stageFormOf, stagePayload } from './recalage-form';
import { recalageFileCsv } from './StageTab';

const base = {
  id: 7,
  culture: 'Blé dur',
  stade: 'epiaison',
  departements: ['45'],
  datedebut: '2025-12-26T00:00:00Z',
  datefin: '2026-01-10',
  stations: null,
  typesolspanoramix: ['LA'],
  typesolsarvalis: [12],
  pra: ['45011'],
  nom_pra: ['Beauce orléanaise'],
  demandeur: 'Jean Dupont',
  codeagent_demandeur: 'jdupont',
  precomontaison: [],
  precoepiaison: [],
  varietes: ['ANVERGUR'],
  jourdecalage: 4,
  typerecalage: 'Nouvelle demande',
  ref_recalagecorrige: null,
  commentaire: null,
  date_demande: '2026-01-12T10:00:00Z',
  campagne: 2026,
  horsperimetre_ir: null,
  p_archive: 0,
  validation_gestion: null,
  validation_integration: null,
} as RecalageRequest;

describe('sowing periods', () => {
  it('starts a period on the 1, 6, 11, 16, 21 or 26', () => {
    expect(sowingPeriodStart('2025-10-13')).toBe('2025-10-11');
    expect(sowingPeriodStart('2025-10-31')).toBe('2025-10-26');
    expect(sowingPeriods('2025-12-24', '2026-01-10')).toEqual([
      '2025-12-21',
      '2025-12-26',
      '2026-01-01',
      '2026-01-06',
    ]);
  });

  it('reads épi 1 cm as the montaison', () => {
    expect(analysisStageOf('epi1cm')).toBe('montaison');
    expect(analysisStageOf('Epiaison')).toBe('epiaison');
    expect(analysisStageOf('floraison')).toBeNull();
  });

  it('puts a request named by its crop label in the crop code of the grid', () => {
    const grid = analysisGrid([], [base], 'epiaison', '40');
    expect(grid.departments).toEqual(['45']);
    expect(grid.cell('45', '2026-01-06')).toEqual({ production: [], requests: [4] });
  });
});

describe('request forms', () => {
  it('sends every earliness score chosen as none, and a duplicate as a new request', () => {
    const form = {
      ...stageFormOf(base, 'dupliquer'),
      precoMontaison: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      varieties: [],
    };
    const payload = stagePayload(form, false);
    expect(payload).toMatchObject({
      selectedDate: ['2025-12-26', '2026-01-10'],
      selectedEspece: 40,
      selectedPrecoMontaison: [],
      selectedSolBase: [12],
      typeStadeRecalage: 'epiaison',
      typeDemandeRecalage: 'Nouvelle demande',
      refRecalageCorrige: null,
    });
  });

  it('modifies a disease request as a correction of itself, its dates in order', () => {
    const form = {
      ...diseaseFormOf(base, 'modifier'),
      dates: ['2026-01-10', '2025-12-26'] as [string, string],
    };
    expect(diseasePayload(form, true)).toMatchObject({
      selectedDate: ['2025-12-26', '2026-01-10'],
      typeDemandeRecalage: 'Correction',
      refRecalageCorrige: 7,
      horsPerimetreIR: true,
    });
  });
});

describe('columns and the recalage file', () => {
  it('writes crops, dates and places', () => {
    expect(cropLabel(17)).toBe('Blé tendre');
    expect(cropLabel('Blé dur')).toBe('Blé dur');
    const value = (key: string) => recalageStageColumns.find((c) => c.key === key)?.value(base);
    expect(value('debut_semis')).toBe('26/12/2025');
    expect(value('pra')).toBe('Beauce orléanaise');
  });

  it('writes the recalage file as CSV, lists joined and formulas defused', () => {
    const text = recalageFileCsv([
      { annee: 2026, espece: 17, departements: ['28', '45'], commentaires: '=1+1' },
    ]);
    const [header, line] = text.split('\r\n');
    expect(header?.startsWith('annee;espece;decalage_epi1cm')).toBe(true);
    expect(line).toBe("2026;17;;;28,45;;;;;;;;;;'=1+1");
  });
});
