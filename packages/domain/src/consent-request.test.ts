import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  consentEnded,
  consentOpensPlots,
  consentPlotsRight,
  consentRequestEmail,
} from './consent-request.ts';

const TODAY = '2026-06-15';
const link = (over: Partial<Parameters<typeof consentOpensPlots>[0]> = {}) => ({
  date_debut: '2026-01-01',
  date_fin: '2026-12-31',
  validation_conseiller: 1 as string | number | null,
  ...over,
});

describe('consentOpensPlots', () => {
  it('is true for a validated consent running today, first and last days included', () => {
    expect(consentOpensPlots(link(), TODAY)).toBe(true);
    expect(consentOpensPlots(link({ date_debut: TODAY }), TODAY)).toBe(true);
    expect(consentOpensPlots(link({ date_fin: TODAY }), TODAY)).toBe(true);
    expect(consentOpensPlots(link({ validation_conseiller: '1' }), TODAY)).toBe(true);
  });

  it('is false the day before it starts and the day after it ends', () => {
    expect(consentOpensPlots(link({ date_debut: '2026-06-16' }), TODAY)).toBe(false);
    expect(consentOpensPlots(link({ date_fin: '2026-06-14' }), TODAY)).toBe(false);
  });

  it('is false for a pending or refused consent', () => {
    expect(consentOpensPlots(link({ validation_conseiller: null }), TODAY)).toBe(false);
    expect(consentOpensPlots(link({ validation_conseiller: '' }), TODAY)).toBe(false);
    expect(consentOpensPlots(link({ validation_conseiller: 2 }), TODAY)).toBe(false);
  });

  it('reads the day of a date-time', () => {
    expect(consentOpensPlots(link({ date_fin: '2026-06-15T00:00:00Z' }), TODAY)).toBe(true);
  });
});

describe('consentPlotsRight', () => {
  it("names the module right whose plots a service's consent shares", () => {
    expect(consentPlotsRight('MILDIOU')).toBe('MILDIOU');
    expect(consentPlotsRight(' BILANHYDRIQUE ')).toBe('BH');
  });

  it('gives no right for a service that shares no plots', () => {
    expect(consentPlotsRight('BSV_MILDIOU')).toBeNull();
    expect(consentPlotsRight('')).toBeNull();
    expect(consentPlotsRight('mildiou')).toBeNull();
  });
});

describe('consentEnded', () => {
  it('is true from the day after the last day', () => {
    expect(consentEnded(link({ date_fin: '2026-06-14' }), TODAY)).toBe(true);
    expect(consentEnded(link({ date_fin: TODAY }), TODAY)).toBe(false);
  });

  it('never holds together with consentOpensPlots', () => {
    const day = fc
      .date({ min: new Date('2024-01-01'), max: new Date('2028-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, day, fc.constantFrom(null, 1, 2, '1', ''), (a, b, today, v) => {
        const l = { date_debut: a, date_fin: b, validation_conseiller: v };
        expect(consentEnded(l, today) && consentOpensPlots(l, today)).toBe(false);
      }),
    );
  });
});

describe('consentRequestEmail', () => {
  const mail = consentRequestEmail({
    url: 'https://site.example/consentement/compte?agri=A&signature=x',
    expire: '2026-07-15',
    productName: 'Plateforme',
    adviserName: 'Emma Externe',
    service: 'MILDIOU',
  });

  it('names the adviser and the service in the subject', () => {
    expect(mail.subject).toBe(
      'Plateforme\u202f: Emma Externe vous demande l’accès à vos données Mildiou',
    );
  });

  it('carries the link on its own line and its last day in French', () => {
    expect(mail.text.split('\n')).toContain(
      'https://site.example/consentement/compte?agri=A&signature=x',
    );
    expect(mail.text).toContain('valable jusqu’au 15/07/2026 inclus');
  });
});
