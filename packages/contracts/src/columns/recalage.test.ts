import { describe, expect, it } from 'vitest';
import type { RecalageRequest } from '../entities/recalage.ts';
import {
  readRecalageView,
  cropLabel,
  recalageDiseaseColumns,
  recalageViewFilter,
} from './recalage.ts';

const request = (fields: Partial<RecalageRequest>): RecalageRequest => ({
  id: 1,
  culture: 17,
  departements: ['28'],
  datedebut: '2025-10-01',
  datefin: '2025-10-20',
  stations: null,
  typesolspanoramix: null,
  typesolsarvalis: null,
  pra: null,
  nom_pra: null,
  demandeur: null,
  codeagent_demandeur: null,
  varietes: null,
  jourdecalage: 3,
  typerecalage: 'Nouvelle demande',
  ref_recalagecorrige: null,
  commentaire: null,
  date_demande: '2025-11-02T10:00:00',
  campagne: 2026,
  horsperimetre_ir: false,
  p_archive: false,
  validation_gestion: null,
  validation_integration: null,
  ...fields,
});

describe('the recalage tables', () => {
  it("show 'Mes demandes' and the active requests unless the query says otherwise", () => {
    expect(readRecalageView({})).toEqual({ mine: true, archived: false, pending: false });
    expect(readRecalageView({ mine: '0', archived: '1' })).toEqual({
      mine: false,
      archived: true,
      pending: false,
    });
    expect(readRecalageView({ mine: 'true' })).toEqual({
      mine: true,
      archived: false,
      pending: false,
    });
    expect(readRecalageView({ mine: '0', pending: '1' })).toEqual({
      mine: false,
      archived: false,
      pending: true,
    });
  });

  it("keep a validator's 'À valider' view: the active requests management has not validated", () => {
    const waiting = request({ id: 1, validation_gestion: null });
    const refused = request({ id: 2, validation_gestion: false });
    const validated = request({ id: 3, validation_gestion: true });
    const archived = request({ id: 4, validation_gestion: null, p_archive: 1 });
    const pending = recalageViewFilter(
      { mine: false, archived: false, pending: true },
      'jdupont',
      'institut',
    );
    expect([waiting, refused, validated, archived].filter(pending)).toEqual([waiting, refused]);
  });

  it("keep the user's own requests by the login without the institute prefix, archived apart", () => {
    const own = request({ codeagent_demandeur: 'institut\\jdupont' });
    const other = request({ id: 2, codeagent_demandeur: 'institut\\amartin' });
    const archived = request({ id: 3, codeagent_demandeur: 'jdupont', p_archive: 1 });
    const rows = [own, other, archived];
    const mine = recalageViewFilter({ mine: true, archived: false }, 'JDupont', 'institut');
    expect(rows.filter(mine)).toEqual([own]);
    const every = recalageViewFilter({ mine: false, archived: false }, 'jdupont', 'institut');
    expect(rows.filter(every)).toEqual([own, other]);
    const old = recalageViewFilter({ mine: true, archived: true }, 'jdupont', 'institut');
    expect(rows.filter(old)).toEqual([archived]);
  });

  it("name the crop, and head the disease table with the spec's columns", () => {
    expect(cropLabel(27)).toBe("Orge d'hiver");
    expect(cropLabel('Blé tendre')).toBe('Blé tendre');
    expect(cropLabel(null)).toBeNull();
    expect(recalageDiseaseColumns.map((column) => column.header)).toEqual([
      'Culture',
      'Maladie',
      'Départements',
      'Début semis',
      'Fin semis',
      'Stations',
      'Sols P.',
      'Sols Arvalis',
      'PRA',
      'Demandeur',
      'Note sensibilité',
      'Variétés',
      'Décalage',
      'Type demande',
      'Commentaire',
      'Date demande',
    ]);
  });
});
