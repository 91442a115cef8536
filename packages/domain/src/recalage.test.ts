import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cerealHarvestYear } from './dates.ts';
import {
  canDeleteRequest,
  canModifyRequest,
  canValidateRequest,
  integrationSucceeded,
  recalageHarvestYear,
  recalageStageOf,
  RECALAGE_STAGES,
  canRequestRecalage,
  combinesEarliness,
  COMBINED_EARLINESS,
  diseaseFormProblem,
  earlinessCondition,
  EARLINESS_SCORES,
  FORM_INCOMPLETE,
  FORM_WRONG,
  formStart,
  isOwnRequest,
  isPrivilegedRecalageUser,
  isSowingEndDay,
  isSowingStartDay,
  outsidePerimeter,
  recalageSowingWindow,
  sowingRangeWrong,
  requestKindChoices,
  sortedDates,
  stageFormProblem,
  type DiseaseForm,
  type StageForm,
} from './recalage.ts';

const HARVEST = 2026;

describe('sowing days', () => {
  it('runs from 1 September of the previous year to 1 March, both included', () => {
    expect(recalageSowingWindow(HARVEST)).toEqual({ from: '2025-09-01', to: '2026-03-01' });
    expect(isSowingStartDay('2025-09-01', HARVEST)).toBe(true);
    expect(isSowingStartDay('2026-03-01', HARVEST)).toBe(true);
    expect(isSowingStartDay('2025-08-26', HARVEST)).toBe(false);
    expect(isSowingStartDay('2026-03-06', HARVEST)).toBe(false);
    expect(isSowingEndDay('2025-08-31', HARVEST)).toBe(false);
    expect(isSowingEndDay('2026-02-28', HARVEST)).toBe(true);
    expect(isSowingEndDay('2026-03-05', HARVEST)).toBe(false);
  });

  it('belongs to the coming campaign from September: in November, this autumn’s sowings', () => {
    const harvest = cerealHarvestYear('2026-11-26');
    expect(recalageSowingWindow(harvest)).toEqual({ from: '2026-09-01', to: '2027-03-01' });
    expect(isSowingStartDay('2026-10-06', harvest)).toBe(true);
    expect(isSowingStartDay('2025-10-06', harvest)).toBe(false);
    expect(cerealHarvestYear('2026-06-15')).toBe(2026);
  });

  it('starts on the 1st, 6th, 11th, 16th, 21st or 26th only', () => {
    const starts = Array.from({ length: 31 }, (_, i) => i + 1).filter((day) =>
      isSowingStartDay(`2025-10-${String(day).padStart(2, '0')}`, HARVEST),
    );
    expect(starts).toEqual([1, 6, 11, 16, 21, 26]);
    expect(isSowingStartDay('2025-10-03', HARVEST)).toBe(false);
  });

  it('ends on the 5th, 10th, 15th, 20th, 25th or the month’s last day only', () => {
    const ends = (month: string, days: number) =>
      Array.from({ length: days }, (_, i) => i + 1).filter((day) =>
        isSowingEndDay(`${month}-${String(day).padStart(2, '0')}`, HARVEST),
      );
    expect(ends('2025-10', 31)).toEqual([5, 10, 15, 20, 25, 31]);
    expect(ends('2025-11', 30)).toEqual([5, 10, 15, 20, 25, 30]);
    expect(ends('2026-02', 28)).toEqual([5, 10, 15, 20, 25, 28]);
    // 2028 is a leap year: its February ends on the 29th.
    expect(isSowingEndDay('2028-02-29', 2028)).toBe(true);
    expect(isSowingEndDay('2028-02-28', 2028)).toBe(false);
  });

  it('refuses what is not a day', () => {
    expect(isSowingStartDay('2025-02-31', HARVEST)).toBe(false);
    expect(isSowingEndDay('31/10/2025', HARVEST)).toBe(false);
  });
});

describe('earliness and varieties', () => {
  it('reads every earliness score chosen as none', () => {
    expect(earlinessCondition([...EARLINESS_SCORES])).toEqual([]);
    expect(earlinessCondition([3, 1, 3])).toEqual([1, 3]);
    expect(earlinessCondition(EARLINESS_SCORES.slice(0, 8))).toHaveLength(8);
  });

  it('allows one of montaison earliness, épiaison earliness and varieties', () => {
    expect(combinesEarliness({ precoMontaison: [3], varieties: [] })).toBe(false);
    expect(combinesEarliness({ precoMontaison: [3], precoEpiaison: [4] })).toBe(true);
    expect(combinesEarliness({ precoEpiaison: [4], varieties: ['Rubisko'] })).toBe(true);
    // All montaison scores are no condition: with varieties, nothing is combined.
    expect(combinesEarliness({ precoMontaison: [...EARLINESS_SCORES], varieties: ['A'] })).toBe(
      false,
    );
  });
});

const stageForm: StageForm = {
  sowing: ['2025-10-01', '2025-10-31'],
  departments: ['28'],
  stage: 'epi1cm',
  value: -3,
  kind: 'Nouvelle demande',
};

describe('the stage form', () => {
  it('may be sent complete, with a negative value (the model advanced)', () => {
    expect(stageFormProblem(stageForm)).toBeNull();
  });

  it('is wrong when earliness and varieties are combined, before being incomplete', () => {
    expect(
      stageFormProblem({ ...stageForm, departments: [], precoMontaison: [2], varieties: ['A'] }),
    ).toEqual({ title: FORM_WRONG, message: COMBINED_EARLINESS });
  });

  it('is incomplete without any of its mandatory fields', () => {
    const missing: Partial<StageForm>[] = [
      { sowing: [null, '2025-10-31'] },
      { sowing: ['2025-10-01', null] },
      { departments: [] },
      { stage: null },
      { stage: '' },
      { value: null },
      { value: Number.NaN },
      { kind: null },
    ];
    for (const change of missing) {
      expect(stageFormProblem({ ...stageForm, ...change })?.title, JSON.stringify(change)).toBe(
        FORM_INCOMPLETE,
      );
    }
  });
});

const diseaseForm: DiseaseForm = {
  dates: ['2026-04-01', '2026-03-01'],
  disease: 'septoriose',
  value: 5,
  departments: [],
  stations: ['0120'],
  pras: [],
  kind: 'Nouvelle demande',
};

describe('the disease form', () => {
  it('needs two dates, a disease, a value, a kind and a department, station or PRA', () => {
    expect(diseaseFormProblem(diseaseForm)).toBeNull();
    expect(diseaseFormProblem({ ...diseaseForm, stations: [], pras: ['28001'] })).toBeNull();
    for (const change of [
      { stations: [] },
      { dates: [null, '2026-03-01'] as const },
      { disease: null },
      { value: null },
      { kind: null },
    ]) {
      expect(diseaseFormProblem({ ...diseaseForm, ...change })?.message).toBe(FORM_INCOMPLETE);
    }
  });

  it('sorts its two dates', () => {
    expect(sortedDates(['2026-04-01', '2026-03-01'])).toEqual(['2026-03-01', '2026-04-01']);
    fc.assert(
      fc.property(fc.date({ noInvalidDate: true }), fc.date({ noInvalidDate: true }), (a, b) => {
        const pair = [a.toISOString().slice(0, 10), b.toISOString().slice(0, 10)] as const;
        const [first, second] = sortedDates(pair);
        expect(first <= second).toBe(true);
        expect([first, second].sort()).toEqual([...pair].sort());
      }),
    );
  });
});

describe('the rights perimeter', () => {
  it('names the departments and PRA zones (by their first two characters) outside the rights', () => {
    const rights = ['28', '41', '45'];
    expect(outsidePerimeter(['28', '41'], ['28003'], rights)).toEqual([]);
    expect(outsidePerimeter(['28', '33'], ['45001', '33012'], rights)).toEqual(['33', '33012']);
    expect(canRequestRecalage(rights)).toBe(true);
    expect(canRequestRecalage([])).toBe(false);
    expect(canRequestRecalage(null)).toBe(false);
  });
});

describe('request kinds', () => {
  it('offers Correction only when editing, and then not a new request', () => {
    expect(requestKindChoices(false)).toEqual([
      { kind: 'Nouvelle demande', disabled: false },
      { kind: 'Correction', disabled: true },
    ]);
    expect(requestKindChoices(true)).toEqual([
      { kind: 'Nouvelle demande', disabled: true },
      { kind: 'Correction', disabled: false },
    ]);
  });

  it('duplicates without a reference and modifies with the request’s own id', () => {
    const request = { id: 42 };
    expect(formStart('dupliquer', request)).toEqual({
      kind: 'Nouvelle demande',
      reference: null,
      editing: false,
    });
    expect(formStart('modifier', request)).toEqual({
      kind: 'Correction',
      reference: 42,
      editing: true,
    });
    expect(formStart('nouvelle', null).reference).toBeNull();
  });
});

describe('whose requests', () => {
  const request = { codeagent_demandeur: 'jdupont', validation_gestion: null };

  it('are one’s own by the login without the institute prefix', () => {
    expect(isOwnRequest(request, 'INSTITUT\\jdupont', 'INSTITUT')).toBe(true);
    expect(isOwnRequest(request, 'institut/JDupont', 'INSTITUT')).toBe(true);
    expect(isOwnRequest(request, 'mmartin', 'INSTITUT')).toBe(false);
    expect(isOwnRequest({ codeagent_demandeur: null }, '', 'INSTITUT')).toBe(false);
  });

  it('are deleted by their requester or a privileged user, never once validated', () => {
    expect(canDeleteRequest(request, 'INSTITUT\\jdupont', false, 'INSTITUT')).toBe(true);
    expect(canDeleteRequest(request, 'mmartin', false, 'INSTITUT')).toBe(false);
    expect(canDeleteRequest(request, 'mmartin', true, 'INSTITUT')).toBe(true);
    const validated = { ...request, validation_gestion: true };
    expect(canDeleteRequest(validated, 'INSTITUT\\jdupont', false, 'INSTITUT')).toBe(false);
    expect(canDeleteRequest(validated, 'admin@demo.fr', true, 'INSTITUT')).toBe(false);
  });

  it('knows the privileged users from configuration', () => {
    expect(isPrivilegedRecalageUser('admin@demo.fr', ['admin@demo.fr'])).toBe(true);
    expect(isPrivilegedRecalageUser('INSTITUT\\jdupont', ['jdupont'], 'INSTITUT')).toBe(true);
    expect(isPrivilegedRecalageUser('conseiller@demo.fr', ['admin@demo.fr'])).toBe(false);
    expect(isPrivilegedRecalageUser('conseiller@demo.fr', [])).toBe(false);
  });

  it('are modified by their requester only, before validation; validated by a privileged user once', () => {
    expect(canModifyRequest(request, 'INSTITUT\\jdupont', 'INSTITUT')).toBe(true);
    expect(canModifyRequest(request, 'mmartin', 'INSTITUT')).toBe(false);
    const validated = { ...request, validation_gestion: true };
    expect(canModifyRequest(validated, 'jdupont', 'INSTITUT')).toBe(false);
    expect(canValidateRequest(request, true)).toBe(true);
    expect(canValidateRequest(request, false)).toBe(false);
    expect(canValidateRequest(validated, true)).toBe(false);
  });
});

describe('the campaign and the integration', () => {
  it('asks for the coming harvest from 1 September', () => {
    expect(recalageHarvestYear('2026-08-31')).toBe(2026);
    expect(recalageHarvestYear('2026-09-01')).toBe(2027);
    expect(recalageHarvestYear('2026-06-15')).toBe(2026);
  });

  it('integrated only on http_code 200', () => {
    expect(integrationSucceeded(200)).toBe(true);
    for (const code of [201, 204, 500, null, undefined])
      expect(integrationSucceeded(code)).toBe(false);
  });
});

describe("a stage request's sowing range", () => {
  const form = {
    sowing: ['2025-10-01', '2025-10-15'] as const,
    departments: ['28'],
    stage: 'epi1cm',
    value: 3,
    kind: 'Nouvelle demande' as const,
  };

  it('passes on its days within the campaign, and stops a duplicated older one', () => {
    expect(stageFormProblem({ ...form, harvestYear: 2026 })).toBeNull();
    expect(stageFormProblem(form)).toBeNull();
    expect(stageFormProblem({ ...form, harvestYear: 2027 })).toEqual({
      title: FORM_WRONG,
      message: sowingRangeWrong(2027),
    });
    expect(
      stageFormProblem({ ...form, sowing: ['2025-10-03', '2025-10-15'], harvestYear: 2026 }),
    ).toEqual({ title: FORM_WRONG, message: sowingRangeWrong(2026) });
    expect(
      stageFormProblem({ ...form, sowing: ['2025-10-16', '2025-10-15'], harvestYear: 2026 }),
    ).toEqual({ title: FORM_WRONG, message: sowingRangeWrong(2026) });
  });
});

describe('the stage a request or a file line names', () => {
  it('reads each stage by its value and the names typed in files', () => {
    for (const { value } of RECALAGE_STAGES) expect(recalageStageOf(value)).toBe(value);
    for (const name of ['Montaison', 'E1C', 'épi 1 cm', 'Stade épi-1cm']) {
      expect(recalageStageOf(name)).toBe('epi1cm');
    }
    for (const name of ['Épiaison', 'stade epiaison', 'EPI']) {
      expect(recalageStageOf(name)).toBe('epiaison');
    }
  });

  it('names no stage for anything else', () => {
    for (const name of [null, undefined, '', 'floraison', 'stade', 'épi 2 cm']) {
      expect(recalageStageOf(name)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string(), (name) => {
        const stage = recalageStageOf(name);
        expect(stage === null || RECALAGE_STAGES.some((s) => s.value === stage)).toBe(true);
      }),
    );
  });
});
