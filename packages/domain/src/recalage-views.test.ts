import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canValidateRequest } from './recalage.ts';
import {
  awaitsValidation,
  countAwaitingValidation,
  defaultRequestView,
  REQUEST_VIEWS,
  requestViewChoices,
  requestViewKeeps,
} from './recalage-views.ts';

const request = (
  codeagent_demandeur: string | null,
  validation_gestion: boolean | null,
  demandeur: string | null = null,
) => ({ codeagent_demandeur, demandeur, validation_gestion });

const validation = fc.constantFrom<boolean | null>(null, false, true);
const arbitraryRequest = fc.record({
  codeagent_demandeur: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  demandeur: fc.option(fc.string({ maxLength: 12 }), { nil: null }),
  validation_gestion: validation,
});

describe('the request views', () => {
  it('opens on what awaits a validator, on one’s own requests for anybody else', () => {
    expect(defaultRequestView(true)).toBe('a-valider');
    expect(defaultRequestView(false)).toBe('mes-demandes');
  });

  it('offers a validator all three views, anybody else the spec’s own/all switch', () => {
    expect(requestViewChoices(true)).toEqual(['a-valider', 'mes-demandes', 'toutes']);
    expect(requestViewChoices(false)).toEqual(['mes-demandes', 'toutes']);
    for (const validates of [true, false]) {
      expect(requestViewChoices(validates)).toContain(defaultRequestView(validates));
    }
  });

  it('awaits validation while pending (null) or refused (false), not once validated', () => {
    expect(awaitsValidation({ validation_gestion: null })).toBe(true);
    expect(awaitsValidation({ validation_gestion: false })).toBe(true);
    expect(awaitsValidation({ validation_gestion: true })).toBe(false);
  });

  it('keeps in “à valider” exactly what a privileged user may validate', () => {
    const keeps = requestViewKeeps('a-valider', 'admin@demo.fr', 'demo');
    fc.assert(
      fc.property(arbitraryRequest, (r) => {
        expect(keeps(r)).toBe(canValidateRequest(r, true));
      }),
    );
  });

  it('keeps one’s own requests in “mes demandes”, prefix and case ignored, whatever their state', () => {
    const keeps = requestViewKeeps('mes-demandes', 'demo\\JDupont', 'demo');
    expect(keeps(request('jdupont', true))).toBe(true);
    expect(keeps(request('jdupont', null))).toBe(true);
    expect(keeps(request(null, null, 'JDUPONT'))).toBe(true);
    expect(keeps(request('mmartin', null))).toBe(false);
    expect(keeps(request(null, null))).toBe(false);
    // An empty login owns nothing, not even requests without a requester.
    expect(requestViewKeeps('mes-demandes', '', 'demo')(request(null, null))).toBe(false);
  });

  it('keeps every request in “toutes”, and each view a part of it', () => {
    fc.assert(
      fc.property(fc.array(arbitraryRequest, { maxLength: 30 }), fc.string(), (rows, login) => {
        const all = rows.filter(requestViewKeeps('toutes', login));
        expect(all).toEqual(rows);
        for (const view of REQUEST_VIEWS) {
          expect(rows.filter(requestViewKeeps(view, login)).length).toBeLessThanOrEqual(all.length);
        }
      }),
    );
  });

  it('counts what “à valider” keeps: none of none, all of all pending', () => {
    expect(countAwaitingValidation([])).toBe(0);
    expect(
      countAwaitingValidation([request('a', null), request('b', false), request('c', true)]),
    ).toBe(2);
    fc.assert(
      fc.property(fc.array(arbitraryRequest, { maxLength: 30 }), (rows) => {
        expect(countAwaitingValidation(rows)).toBe(
          rows.filter(requestViewKeeps('a-valider', 'x')).length,
        );
      }),
    );
  });
});
