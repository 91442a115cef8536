import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FARMER_TERMS_REQUIRED,
  farmerFormErrors,
  farmerSavedMessage,
  SHARING_MODES,
  adviserValidationState,
  checkCanAddAdviser,
  checkLinkSelection,
  consentLinkEmail,
  farmerNotReadyMessage,
  fromLinkSelection,
  sharingSummary,
  sortLinksNotValidatedFirst,
  toLinkSelection,
  type PlotId,
} from './consent.ts';

const PLOTS_REQUIRED = {
  title: 'Opération impossible',
  message: 'Vous devez préciser les parcelles concernées.',
};

describe('toLinkSelection', () => {
  it('all: every plot, no exclusion, chosen plots ignored', () => {
    expect(toLinkSelection('all', [])).toEqual({
      parcelles_inclues: ['all'],
      parcelles_exclues: [],
    });
    expect(toLinkSelection('all', ['P1', 'P2'])).toEqual({
      parcelles_inclues: ['all'],
      parcelles_exclues: [],
    });
  });

  it('allExcept: every plot, the chosen ones excluded', () => {
    expect(toLinkSelection('allExcept', ['P1', 7])).toEqual({
      parcelles_inclues: ['all'],
      parcelles_exclues: ['P1', 7],
    });
  });

  it('some: only the chosen plots', () => {
    expect(toLinkSelection('some', ['P1', 7])).toEqual({
      parcelles_inclues: ['P1', 7],
      parcelles_exclues: [],
    });
  });

  it('drops repeated plots and a stray "all" from the chosen plots', () => {
    expect(toLinkSelection('some', ['P1', 'P1', 'all', 'P2'])).toEqual({
      parcelles_inclues: ['P1', 'P2'],
      parcelles_exclues: [],
    });
    expect(toLinkSelection('allExcept', ['all', 3, 3]).parcelles_exclues).toEqual([3]);
  });

  it('handles no chosen plots', () => {
    expect(toLinkSelection('some', null)).toEqual({ parcelles_inclues: [], parcelles_exclues: [] });
    expect(toLinkSelection('allExcept', undefined)).toEqual({
      parcelles_inclues: ['all'],
      parcelles_exclues: [],
    });
  });
});

describe('fromLinkSelection', () => {
  it("gives all for inclusions with 'all' and no exclusion", () => {
    expect(fromLinkSelection(['all'], [])).toEqual({ mode: 'all', plots: [] });
    expect(fromLinkSelection(['all'], null)).toEqual({ mode: 'all', plots: [] });
    expect(fromLinkSelection('all', undefined)).toEqual({ mode: 'all', plots: [] });
    expect(fromLinkSelection(['P1', 'all'], [])).toEqual({ mode: 'all', plots: [] });
  });

  it('gives allExcept with the excluded plots as soon as there is an exclusion', () => {
    expect(fromLinkSelection(['all'], ['P3', 'P4'])).toEqual({
      mode: 'allExcept',
      plots: ['P3', 'P4'],
    });
    expect(fromLinkSelection([], ['P3'])).toEqual({ mode: 'allExcept', plots: ['P3'] });
    expect(fromLinkSelection(null, [5])).toEqual({ mode: 'allExcept', plots: [5] });
  });

  it('gives some with the included plots otherwise', () => {
    expect(fromLinkSelection(['P1', 'P2'], [])).toEqual({ mode: 'some', plots: ['P1', 'P2'] });
    expect(fromLinkSelection([1, 2], null)).toEqual({ mode: 'some', plots: [1, 2] });
  });

  it('gives some with no plot when both lists are empty or missing', () => {
    expect(fromLinkSelection([], [])).toEqual({ mode: 'some', plots: [] });
    expect(fromLinkSelection(null, null)).toEqual({ mode: 'some', plots: [] });
    expect(fromLinkSelection(undefined, undefined)).toEqual({ mode: 'some', plots: [] });
  });

  it("ignores an 'all' inside the exclusions", () => {
    expect(fromLinkSelection(['all'], ['all'])).toEqual({ mode: 'all', plots: [] });
  });

  const plotId: fc.Arbitrary<PlotId> = fc.oneof(
    fc.string({ minLength: 1 }).filter((id) => id !== 'all'),
    // Sets store -0 as 0; a plot id is never -0.
    fc.integer().map((id) => id + 0),
  );

  it('round-trips the mode and plots of any non-empty selection', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SHARING_MODES),
        fc.uniqueArray(plotId, { minLength: 1, comparator: 'SameValueZero' }),
        (mode, plots) => {
          const selection = toLinkSelection(mode, plots);
          const back = fromLinkSelection(selection.parcelles_inclues, selection.parcelles_exclues);
          expect(back.mode).toBe(mode);
          expect(back.plots).toEqual(mode === 'all' ? [] : plots);
          expect(checkLinkSelection(back.mode, back.plots)).toBeNull();
        },
      ),
    );
  });
});

describe('checkLinkSelection', () => {
  it('always lets mode all be saved', () => {
    expect(checkLinkSelection('all', [])).toBeNull();
    expect(checkLinkSelection('all', null)).toBeNull();
  });

  it('needs at least one plot for some and allExcept', () => {
    expect(checkLinkSelection('some', ['P1'])).toBeNull();
    expect(checkLinkSelection('allExcept', [0])).toBeNull();
    for (const mode of ['some', 'allExcept'] as const) {
      expect(checkLinkSelection(mode, [])).toEqual(PLOTS_REQUIRED);
      expect(checkLinkSelection(mode, null)).toEqual(PLOTS_REQUIRED);
      expect(checkLinkSelection(mode, undefined)).toEqual(PLOTS_REQUIRED);
      expect(checkLinkSelection(mode, ['all'])).toEqual(PLOTS_REQUIRED);
    }
  });
});

describe('adding an adviser', () => {
  const notReady = {
    title: 'Opération impossible',
    message:
      "Avant de pouvoir ajouter un conseiller, il faut avoir rempli les informations vous concernant dans l'onglet Compte.",
  };

  it('names the tab in the message', () => {
    expect(farmerNotReadyMessage('Compte')).toEqual(notReady);
    expect(farmerNotReadyMessage('Mon compte').message).toBe(
      "Avant de pouvoir ajouter un conseiller, il faut avoir rempli les informations vous concernant dans l'onglet Mon compte.",
    );
  });

  it('is allowed once the details are saved and terms v3 accepted', () => {
    expect(checkCanAddAdviser({ saved: true, cgu: 'v3' }, 'Compte')).toBeNull();
  });

  it('is blocked when the details are not saved or the terms not accepted', () => {
    expect(checkCanAddAdviser({ saved: false, cgu: 'v3' }, 'Compte')).toEqual(notReady);
    expect(checkCanAddAdviser({ saved: true, cgu: 'v2' }, 'Compte')).toEqual(notReady);
    expect(checkCanAddAdviser({ saved: true, cgu: '' }, 'Compte')).toEqual(notReady);
    expect(checkCanAddAdviser({ saved: true, cgu: null }, 'Compte')).toEqual(notReady);
  });
});

describe('adviserValidationState', () => {
  it('is pending when empty or missing', () => {
    for (const value of [null, undefined, '', '  ']) {
      expect(adviserValidationState(value)).toBe('pending');
    }
  });

  it('is validated for 1 as a number or text', () => {
    expect(adviserValidationState(1)).toBe('validated');
    expect(adviserValidationState('1')).toBe('validated');
    expect(adviserValidationState(' 1 ')).toBe('validated');
  });

  it('is refused for any other value', () => {
    for (const value of [0, '0', 2, -1, '2', 'non', '01', '1.0', 1.5, 'true']) {
      expect(adviserValidationState(value)).toBe('refused');
    }
  });
});

describe('sortLinksNotValidatedFirst', () => {
  it('puts pending and refused links before validated ones, keeping order within groups', () => {
    const links = [
      { id: 'a', validation_conseiller: 1 },
      { id: 'b', validation_conseiller: null },
      { id: 'c', validation_conseiller: '1' },
      { id: 'd', validation_conseiller: 0 },
      { id: 'e', validation_conseiller: '' },
    ];
    expect(sortLinksNotValidatedFirst(links).map((link) => link.id)).toEqual([
      'b',
      'd',
      'e',
      'a',
      'c',
    ]);
    expect(links.map((link) => link.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('handles an empty list and links without the field', () => {
    expect(sortLinksNotValidatedFirst([])).toEqual([]);
    const withoutField: { id: number; validation_conseiller?: number }[] = [{ id: 1 }, { id: 2 }];
    expect(sortLinksNotValidatedFirst(withoutField)).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('keeps every link and never puts a validated one before a non-validated one', () => {
    const value = fc.oneof(
      fc.constant(null),
      fc.constant(1),
      fc.constant('1'),
      fc.constant(''),
      fc.integer(),
    );
    fc.assert(
      fc.property(fc.array(fc.record({ validation_conseiller: value })), (links) => {
        const sorted = sortLinksNotValidatedFirst(links);
        expect(sorted).toHaveLength(links.length);
        const states = sorted.map((link) => adviserValidationState(link.validation_conseiller));
        const firstValidated = states.indexOf('validated');
        if (firstValidated >= 0) {
          expect(states.slice(firstValidated).every((state) => state === 'validated')).toBe(true);
        }
      }),
    );
  });
});

describe("the farmer's form", () => {
  const valid = {
    nom_agri: 'Durand',
    prenom_agri: 'Paul',
    raison_sociale: 'EARL Durand',
    mail: '',
    termsAccepted: true,
  };

  it('accepts the three names, no e-mail and the terms ticked', () => {
    expect(farmerFormErrors(valid)).toEqual({});
    expect(farmerFormErrors({ ...valid, mail: ' paul@earl-durand.fr ' })).toEqual({});
  });

  it('names each empty required field, spaces counting as empty', () => {
    expect(
      farmerFormErrors({ ...valid, nom_agri: '', prenom_agri: '  ', raison_sociale: '' }),
    ).toEqual({
      nom_agri: 'Nom ne peut pas être vide',
      prenom_agri: 'Prénom ne peut pas être vide',
      raison_sociale: 'Raison sociale ne peut pas être vide',
    });
  });

  it('refuses an e-mail that is not one, and unaccepted terms', () => {
    expect(farmerFormErrors({ ...valid, mail: 'paul@earl', termsAccepted: false })).toEqual({
      mail: 'E-mail doit être valide',
      termsAccepted: FARMER_TERMS_REQUIRED,
    });
  });

  it('property: a form is saved only with every required field filled and the terms accepted', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.boolean(),
        (nom, prenom, raison, terms) => {
          const errors = farmerFormErrors({
            nom_agri: nom,
            prenom_agri: prenom,
            raison_sociale: raison,
            mail: '',
            termsAccepted: terms,
          });
          const complete = [nom, prenom, raison].every((v) => v.trim() !== '') && terms;
          expect(Object.keys(errors).length === 0).toBe(complete);
        },
      ),
    );
  });

  it('says the save succeeded and where to go next', () => {
    expect(farmerSavedMessage('Gestion')).toEqual({
      title: 'Enregistrement effectué',
      message:
        "Vos données ont bien été enregistrées. Vous pouvez dès à présent donner accès à vos données à des conseillers en vous rendant sur l'onglet Gestion.",
    });
  });
});

describe('sharingSummary', () => {
  it('says all plots, all but n, or n plots, in the singular for one', () => {
    expect(sharingSummary(['all'], [])).toBe('Toutes les parcelles');
    expect(sharingSummary('all', null)).toBe('Toutes les parcelles');
    expect(sharingSummary(['all'], [4])).toBe('Toutes sauf 1 parcelle');
    expect(sharingSummary(['all'], [4, 5])).toBe('Toutes sauf 2 parcelles');
    expect(sharingSummary([4], [])).toBe('1 parcelle');
    expect(sharingSummary([4, 4, 7], [])).toBe('2 parcelles');
    expect(sharingSummary([], [])).toBe('0 parcelle');
  });
});

describe('consentLinkEmail', () => {
  it('gives the link, its last day in French and the product as signature', () => {
    const mail = consentLinkEmail({
      url: 'https://site.example/consentement/compte?agri=A1&signature=x',
      expire: '2026-07-16',
      productName: 'Plateforme',
    });
    expect(mail.subject).toBe('Plateforme\u202f: votre espace de consentement');
    expect(mail.body).toContain('valable jusqu’au 16/07/2026 inclus');
    expect(mail.body.split('\n')).toContain(
      'https://site.example/consentement/compte?agri=A1&signature=x',
    );
    expect(mail.body.endsWith('Cordialement,\nPlateforme')).toBe(true);
  });
});
