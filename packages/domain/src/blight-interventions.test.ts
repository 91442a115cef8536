import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  actionFailed,
  actionSucceeded,
  canCreateCasType,
  canVerifyStation,
  isBulletinAdmin,
  plotFormErrors,
  PLOT_FORM_MESSAGES,
  type PlotFormFields,
  casTypeCounter,
  casTypePlantation,
  casTypeQuotaMessage,
  interventionDateBounds,
  interventionDateError,
  INTERVENTION_DATE_MESSAGE,
  irrigationEndError,
  IRRIGATION_END_MESSAGE,
  isBsvRedWeight,
  isCasTypeComplete,
  persistenceError,
  PERSISTENCE_MESSAGE,
  stageErrors,
  stageFormError,
  STAGE_ORDER,
  STAGE_ORDER_MESSAGES,
  STAGE_REQUIRED_MESSAGE,
  treatmentLineErrors,
} from './blight-interventions.ts';
import { addDays } from './calendar-days.ts';

describe('stage dates', () => {
  const inOrder = {
    plantation: '2026-04-01',
    levee30: '2026-04-20',
    croissanceactive: '2026-05-02',
    croissancestabilisee: '2026-05-25',
    senescence: '2026-07-01',
    defanage: '2026-07-15',
  };

  it('accepts strictly increasing dates', () => {
    expect(stageErrors(inOrder, { creation: true })).toEqual({});
  });

  it('says, for each stage on or before the one it follows, the spec’s message', () => {
    for (const [index, stage] of STAGE_ORDER.entries()) {
      if (index === 0) continue;
      const previous = STAGE_ORDER[index - 1] as keyof typeof inOrder;
      const same = { ...inOrder, [stage]: inOrder[previous] };
      expect(stageErrors(same)[stage]).toBe(
        STAGE_ORDER_MESSAGES[stage as keyof typeof STAGE_ORDER_MESSAGES],
      );
      const dayAfter = { ...inOrder, [stage]: addDays(inOrder[previous], 1) };
      expect(stageErrors(dayAfter)[stage]).toBeUndefined();
    }
    expect(STAGE_ORDER_MESSAGES.levee30).toBe(
      'La date de la levée 30 doit être postérieure à la date de plantation.',
    );
    expect(STAGE_ORDER_MESSAGES.defanage).toBe(
      'La date de défanage doit être postérieure à la date de sénescence.',
    );
  });

  it('requires the first four stages at creation only; later ones are optional', () => {
    const { plantation: _p, croissanceactive: _c, ...partial } = inOrder;
    expect(stageErrors(partial, { creation: true })).toEqual({
      plantation: STAGE_REQUIRED_MESSAGE,
      croissanceactive: STAGE_REQUIRED_MESSAGE,
    });
    expect(stageErrors(partial)).toEqual({});
    const { senescence: _s, defanage: _d, ...early } = inOrder;
    expect(stageErrors(early, { creation: true })).toEqual({});
  });

  it('never complains about dates in order, whatever their gaps (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 6, maxLength: 6 }),
        (gaps) => {
          let day = '2026-03-01';
          const dates: Record<string, string> = {};
          STAGE_ORDER.forEach((stage, index) => {
            day = addDays(day, gaps[index] ?? 1);
            dates[stage] = day;
          });
          expect(stageErrors(dates, { creation: true })).toEqual({});
        },
      ),
    );
  });

  it('needs at least one stage or a harvest date on the stage form', () => {
    expect(stageFormError({}, null)).not.toBeNull();
    expect(stageFormError({}, '2026-08-20T10:00')).toBeNull();
    expect(stageFormError({ senescence: '2026-07-01' }, null)).toBeNull();
  });
});

describe('intervention dates', () => {
  it('run from 1 March of the current year to today', () => {
    expect(interventionDateBounds('2026-06-15')).toEqual({ min: '2026-03-01', max: '2026-06-15' });
    expect(interventionDateError('2026-03-01', '2026-06-15')).toBeNull();
    expect(interventionDateError('2026-02-28', '2026-06-15')).toBe(INTERVENTION_DATE_MESSAGE);
    expect(interventionDateError('2026-06-15T23:30', '2026-06-15')).toBeNull();
    expect(interventionDateError('2026-06-16', '2026-06-15')).toBe(INTERVENTION_DATE_MESSAGE);
    expect(interventionDateError('', '2026-06-15')).toBe('La date est obligatoire.');
  });
});

describe('irrigations', () => {
  it('end at least one hour after their start', () => {
    expect(irrigationEndError('2026-06-10T19:00:00Z', '2026-06-10T20:00:00Z')).toBeNull();
    expect(irrigationEndError('2026-06-10T19:00:00Z', '2026-06-10T19:59:59Z')).toBe(
      IRRIGATION_END_MESSAGE,
    );
    expect(irrigationEndError('2026-06-10T19:00:00Z', '2026-06-10T19:30:00Z')).toBe(
      'La date de fin doit être au moins 1 heure après la date de début.',
    );
    expect(irrigationEndError('2026-06-10T19:00:00Z', '2026-06-10T18:00:00Z')).toBe(
      IRRIGATION_END_MESSAGE,
    );
    expect(irrigationEndError('', '2026-06-10T18:00:00Z')).not.toBeNull();
  });

  it('are refused exactly when shorter than 3,600,000 ms (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (duration) => {
        const begin = Date.UTC(2026, 5, 10, 19);
        const error = irrigationEndError(
          new Date(begin).toISOString(),
          new Date(begin + duration).toISOString(),
        );
        expect(error === null).toBe(duration >= 3_600_000);
      }),
    );
  });
});

describe('treatments', () => {
  it('force a persistence of 4 to 10 whole days', () => {
    expect(persistenceError(null)).toBeNull();
    expect(persistenceError(4)).toBeNull();
    expect(persistenceError(10)).toBeNull();
    expect(persistenceError(3)).toBe(PERSISTENCE_MESSAGE);
    expect(persistenceError(11)).toBe(PERSISTENCE_MESSAGE);
    expect(persistenceError(5.5)).toBe(PERSISTENCE_MESSAGE);
  });

  it('need a product and a dose above 0 on each line', () => {
    expect(treatmentLineErrors({ productId: 3, dose: 2.1 })).toEqual({});
    expect(treatmentLineErrors({ productId: '', dose: 0 })).toEqual({
      product: 'Le produit est obligatoire.',
      dose: 'La dose est obligatoire.',
    });
    expect(treatmentLineErrors({ productId: null, dose: null })).toHaveProperty('dose');
  });

  it('word the action messages as the spec does', () => {
    expect(actionSucceeded('Ajout de', 'Traitement')).toBe('Ajout de Traitement réussie.');
    expect(actionFailed('Suppression de', 'Stade')).toBe('Erreur lors de Suppression de Stade.');
  });
});

describe('cas-types', () => {
  it('are complete with a name and a picked station, or a verified provider and code', () => {
    const base = {
      name: 'Cas Loiret',
      stationId: null,
      provider: null,
      code: null,
      verified: false,
    };
    expect(isCasTypeComplete({ ...base, stationId: 12 })).toBe(true);
    expect(isCasTypeComplete({ ...base, provider: 'Sencrop', code: 'SC-1', verified: true })).toBe(
      true,
    );
    expect(isCasTypeComplete({ ...base, provider: 'Sencrop', code: 'SC-1', verified: false })).toBe(
      false,
    );
    expect(isCasTypeComplete({ ...base, provider: ' ', code: 'SC-1', verified: true })).toBe(false);
    expect(isCasTypeComplete({ ...base, name: '  ', stationId: 12 })).toBe(false);
  });

  it('are planted on 1 March and counted against the quota, admins excepted', () => {
    expect(casTypePlantation('2026-06-15')).toBe('2026-03-01');
    expect(canCreateCasType(4, 5, false)).toBe(true);
    expect(canCreateCasType(5, 5, false)).toBe(false);
    expect(canCreateCasType(50, 5, true)).toBe(true);
    expect(casTypeCounter(3, 5, false)).toBe('3 sur 5');
    expect(casTypeCounter(3, 5, true)).toBe('3');
    expect(casTypeQuotaMessage(5)).toBe(
      'Nombre maximal de cas-types atteint (5)\u202f: vous ne pouvez plus en créer de nouveaux.',
    );
  });

  it('fill red the contamination weights above 2 only', () => {
    expect(isBsvRedWeight(2)).toBe(false);
    expect(isBsvRedWeight(2.01)).toBe(true);
    expect(isBsvRedWeight(null)).toBe(false);
    expect(isBsvRedWeight(Number.NaN)).toBe(false);
  });
});

describe('the plot form', () => {
  const complete: PlotFormFields = {
    name: 'Les Grands Champs',
    variety: 'Bintje',
    area: 2.5,
    latitude: 48.1,
    longitude: 1.9,
    operator: 'Sencrop',
    code: 'SC0001',
    verified: true,
  };
  it('accepts a complete form whose station was verified', () => {
    expect(plotFormErrors(complete)).toEqual({});
  });
  it('needs every field of the spec and the verification', () => {
    expect(
      plotFormErrors({
        name: '  ',
        variety: null,
        area: 0,
        latitude: null,
        longitude: 181,
        operator: '',
        code: ' ',
        verified: false,
      }),
    ).toEqual(PLOT_FORM_MESSAGES);
  });
  it('keeps the coordinates within their bounds, both included', () => {
    expect(plotFormErrors({ ...complete, latitude: 90, longitude: -180 })).toEqual({});
    expect(plotFormErrors({ ...complete, latitude: -90.0001 }).latitude).toBe(
      PLOT_FORM_MESSAGES.latitude,
    );
    expect(plotFormErrors({ ...complete, area: 0.01 })).toEqual({});
  });
  it("offers 'Vérifier' only with an operator and a code", () => {
    expect(canVerifyStation('Sencrop', 'SC0001')).toBe(true);
    expect(canVerifyStation('Sencrop', ' ')).toBe(false);
    expect(canVerifyStation(null, 'SC0001')).toBe(false);
  });
});

describe('the bulletin administrator', () => {
  it('is ADMIN with read and write, nothing less', () => {
    expect(isBulletinAdmin(['ADMIN', 'ADMIN-ecriture', 'MILDIOU'])).toBe(true);
    expect(isBulletinAdmin(['ADMIN'])).toBe(false);
    expect(isBulletinAdmin(['ADMIN-ecriture'])).toBe(false);
    expect(isBulletinAdmin(['BSV_MIL', 'BSV_MIL-ecriture'])).toBe(false);
  });
});
