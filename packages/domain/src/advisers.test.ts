import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adviserFormErrors,
  adviserIdsByService,
  defaultLinkPeriod,
  defaultSubscriptionPeriod,
  linkFormErrors,
  ownAdviserIds,
  serviceLabel,
  SUBSCRIPTION_ORDER_MESSAGE,
  subscriptionErrors,
  validationColour,
  validationLabel,
} from './advisers.ts';

const valid = { nom: 'Martin', prenom: 'Léa', type: 'AGRO', mail: 'lea.martin@conseil.fr' };

describe('adviserFormErrors', () => {
  it('accepts a complete adviser', () => {
    expect(adviserFormErrors(valid)).toEqual({});
  });

  it('requires Nom, Prénom, Type and E-mail, spaces counting as empty', () => {
    expect(adviserFormErrors({ nom: ' ', prenom: '', type: null, mail: '' })).toEqual({
      nom: 'Nom ne peut pas être vide',
      prenom: 'Prénom ne peut pas être vide',
      type: 'Type ne peut pas être vide',
      mail: 'E-mail ne peut pas être vide',
    });
  });

  it('says an e-mail that is not one', () => {
    expect(adviserFormErrors({ ...valid, mail: 'lea.martin@conseil' }).mail).toBe(
      'E-mail doit être valide',
    );
    expect(adviserFormErrors({ ...valid, mail: ' lea@conseil.fr ' }).mail).toBeUndefined();
  });
});

describe('subscriptions', () => {
  it('run over the current year by default', () => {
    expect(defaultSubscriptionPeriod('2026-06-15')).toEqual({
      start: '2026-01-01',
      end: '2026-12-31',
    });
  });

  it('need a service and both dates', () => {
    expect(subscriptionErrors({ service: null, start: '', end: '' })).toEqual({
      service: 'Service ne peut pas être vide',
      start: 'Date de début ne peut pas être vide',
      end: 'Date de fin ne peut pas être vide',
    });
  });

  it('accept a one-day period and refuse an end before the start', () => {
    expect(
      subscriptionErrors({ service: 'MILDIOU', start: '2026-05-01', end: '2026-05-01' }),
    ).toEqual({});
    expect(
      subscriptionErrors({ service: 'MILDIOU', start: '2026-05-02', end: '2026-05-01' }).end,
    ).toBe(SUBSCRIPTION_ORDER_MESSAGE);
  });

  it('judge any two days by their order', () => {
    const day = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (start, end) => {
        const refused =
          subscriptionErrors({ service: 'BSV_MILDIOU', start, end }).end !== undefined;
        expect(refused).toBe(start > end);
      }),
    );
  });
});

describe('validationLabel', () => {
  it('reads empty as pending, 1 as validated, anything else as refused', () => {
    expect(validationLabel(null)).toBe('En attente');
    expect(validationLabel('')).toBe('En attente');
    expect(validationLabel(1)).toBe('Validé');
    expect(validationLabel('1')).toBe('Validé');
    expect(validationLabel(0)).toBe('Refusé');
    expect(validationLabel('2')).toBe('Refusé');
  });
});

describe("an external adviser's ids", () => {
  const infos = {
    id_conseiller: 12,
    services: [
      { service: 'MILDIOU', id_conseiller: 12 },
      { service: ' BILANHYDRIQUE ', id_conseiller: '40' },
      { service: 'MILDIOU', id_conseiller: 99 },
      { service: '', id_conseiller: 7 },
    ],
  };

  it('gives one adviser id per service, the first the record names', () => {
    expect(adviserIdsByService(infos)).toEqual([
      { service: 'MILDIOU', id: '12' },
      { service: 'BILANHYDRIQUE', id: '40' },
    ]);
  });

  it("gathers the record's own id and the services' ones, each once", () => {
    expect(ownAdviserIds(infos)).toEqual(['12', '40']);
    expect(ownAdviserIds({ id_conseiller: null, services: [] })).toEqual([]);
  });

  it('gives nothing to a user who is no external adviser', () => {
    expect(adviserIdsByService(null)).toEqual([]);
    expect(ownAdviserIds(undefined)).toEqual([]);
  });
});

describe('validationColour', () => {
  it('colours a validated link green, a refused one red, a pending one orange', () => {
    expect(validationColour(1)).toBe('green');
    expect(validationColour(' 1 ')).toBe('green');
    expect(validationColour(2)).toBe('red');
    expect(validationColour('')).toBe('orange');
    expect(validationColour(null)).toBe('orange');
  });
});

describe('serviceLabel', () => {
  it('names the known services and keeps an unknown code as it is', () => {
    expect(serviceLabel('MILDIOU')).toBe('Mildiou');
    expect(serviceLabel(' BILANHYDRIQUE')).toBe('Bilan hydrique');
    expect(serviceLabel('BSV_MILDIOU')).toBe('BSV mildiou');
    expect(serviceLabel('AUTRE')).toBe('AUTRE');
  });
});

describe("the farmer's grant form", () => {
  const valid = { adviser: '12', start: '2026-06-16', end: '2026-12-31', service: 'MILDIOU' };

  it('accepts an adviser, a period in order and the service', () => {
    expect(linkFormErrors(valid)).toEqual({});
    expect(linkFormErrors({ ...valid, end: valid.start })).toEqual({});
  });

  it('requires the adviser, both dates and the service, and the start before the end', () => {
    expect(linkFormErrors({ adviser: null, start: '', end: '', service: '' })).toEqual({
      adviser: 'Conseiller ne peut pas être vide',
      start: 'Date de début ne peut pas être vide',
      end: 'Date de fin ne peut pas être vide',
      service: 'Service ne peut pas être vide',
    });
    expect(linkFormErrors({ ...valid, end: '2026-06-15' })).toEqual({
      end: SUBSCRIPTION_ORDER_MESSAGE,
    });
  });

  it('runs a new grant from today to 31 December', () => {
    expect(defaultLinkPeriod('2026-06-16')).toEqual({ start: '2026-06-16', end: '2026-12-31' });
    expect(defaultLinkPeriod('2026-12-31')).toEqual({ start: '2026-12-31', end: '2026-12-31' });
  });
});
