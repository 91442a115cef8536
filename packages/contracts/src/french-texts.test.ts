// The French text corrections of issue 14 (docs/spec-deviations.md "French text corrections"):
// each corrected text is what its constant holds, and no wrong form comes back into the messages
// the BFF, the simulator and the web share (contracts and domain). The web's own message modules
// are checked by apps/web/src/app/french-texts.test.ts.
import { yearOutOfBounds } from '@agro/domain/dates';
import {
  lacksNarrowSpaceBeforePunctuation,
  NARROW_NO_BREAK_SPACE,
  textsOf,
  WRONG_FRENCH_FORMS,
} from '@agro/domain/french-texts';
import * as mycolis from '@agro/domain/mycolis';
import * as qn from '@agro/domain/qn';
import * as recalage from '@agro/domain/recalage';
import * as stages from '@agro/domain/stages';
import * as validation from '@agro/domain/validation';
import { sowingDateLabel } from '@agro/domain/water-balance';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CORRECTION_TYPES } from './entities/ferti.ts';
import * as errorMessages from './error-messages.ts';
import {
  EXTERNAL_MENU,
  MENU_SECTIONS,
  screens,
  type ExternalMenuLink,
  type Screen,
} from './screens.ts';
import { invalidInputMessage } from './validation-messages.ts';

const NNBSP = NARROW_NO_BREAK_SPACE;

const sample = invalidInputMessage(
  'corps',
  z.object({ login: z.string().min(1), mail: z.email() }).safeParse({ login: '', mail: 'x' })
    .error as z.ZodError,
);

/** The messages and labels of the shared modules, as the user reads them. */
const MESSAGES: readonly string[] = [
  ...textsOf(errorMessages),
  ...textsOf({ ...validation, PASSWORD_SPECIAL_CHARACTERS: [] }),
  ...screens.flatMap((screen) => [
    screen.title,
    ...('menu' in screen ? [screen.menu.label] : []),
    ...('sideMenu' in screen && 'label' in screen.sideMenu ? [screen.sideMenu.label] : []),
  ]),
  ...textsOf(MENU_SECTIONS.map((section) => section.label)),
  ...textsOf(EXTERNAL_MENU),
  ...CORRECTION_TYPES.map((type) => type.label),
  validation.requiredMessage('E-mail'),
  ...textsOf({
    qn: [
      qn.QN_NO_PLOT_MESSAGE,
      qn.QN_NO_VALUE_MESSAGE,
      qn.QN_NO_RIGHT_MESSAGE,
      qn.QN_PROBLEM_MESSAGE,
      qn.QN_SAVED,
      qn.QN_VALIDATED,
      qn.QN_STAGE_LABELS,
      qn.QN_NO_EPI1CM_OBSERVATION,
    ],
    stages: [
      stages.STATION_CODE_INVALID,
      stages.DISEASE_GRAPHS_FAILED,
      stages.FILE_UNREADABLE,
      stages.PLOT_DELETED,
      stages.PLOT_DELETE_FAILED,
      stages.IMPORT_SUCCEEDED,
      stages.IMPORT_FAILED,
      stages.OWN_PLOT_IMPORT_GUIDANCE,
      stages.CEREAL_DISEASES,
    ],
    mycolis: [mycolis.MYCOLIS_MESSAGES, mycolis.MYCOLIS_CROP_LABELS],
    recalage: [
      recalage.FORM_WRONG,
      recalage.FORM_INCOMPLETE,
      recalage.COMBINED_EARLINESS,
      recalage.RECALAGE_SAVED,
      recalage.RECALAGE_SEND_FAILED,
      recalage.REQUEST_KINDS,
    ],
  }),
  mycolis.mycolisSummaryText({ rowCount: 300, blockingRows: 12, errorRate: 0.04 }),
  ...Object.values(mycolis.unknownPreviousCropsEmail(['Féverole'], 'Agence 1')),
  qn.qnConfirmationQuestion('Préconisation finale', [70], 2),
  yearOutOfBounds(1949) ?? '',
  sowingDateLabel('PDT'),
  sowingDateLabel('MAIS_GRAIN'),
];

/** Spec text → platform text, and where the platform text lives. */
const CORRECTIONS: readonly { wrong: RegExp; actual: string | null | undefined; right: string }[] =
  [
    {
      wrong: /autoriser à/,
      actual: errorMessages.UNAUTHORISED_MESSAGE,
      right: "Vous n'êtes pas autorisé à effectuer cette action",
    },
    {
      wrong: /Adresse mail\/Mot de passe/,
      actual: errorMessages.BAD_CREDENTIALS_MESSAGE,
      right: 'Votre adresse e-mail/mot de passe est incorrect',
    },
    {
      wrong: /se reproduit merci/,
      actual: errorMessages.PASSWORD_FAILURE_MESSAGE,
      right:
        'Un problème est survenu. Veuillez recommencer. Si cela se reproduit, merci de nous contacter.',
    },
    {
      wrong: /Ce champs/,
      actual: validation.PASSWORD_REQUIRED,
      right: 'Ce champ est requis',
    },
    {
      wrong: /^Email/,
      actual: validation.EMAIL_INVALID_MESSAGE,
      right: 'E-mail doit être valide',
    },
    {
      wrong: /l'E-mail/,
      actual: validation.FORGOTTEN_EMAIL_REQUIRED,
      right: "L'e-mail est obligatoire",
    },
    {
      wrong: /l'email/,
      actual: validation.FORGOTTEN_EMAIL_INVALID,
      right: "L'e-mail n'est pas valide",
    },
    {
      wrong: /Vous avez saisie|\s,celle-ci/,
      actual: yearOutOfBounds(2051),
      right: `Vous avez saisi l'année${NNBSP}: 2051, celle-ci est incorrecte.`,
    },
    {
      wrong: /\bEtes-vous|suivante :|parcelle\(s\)\?/,
      actual: qn.qnConfirmationQuestion('Préconisation finale', [70], 2),
      right: `Êtes-vous sûr de vouloir appliquer la correction suivante${NNBSP}: Préconisation finale (70) à 2 parcelle(s)${NNBSP}?`,
    },
    {
      wrong: /succés/,
      actual: stages.IMPORT_SUCCEEDED,
      right: 'Import réalisé avec succès',
    },
    {
      wrong: /lu !/,
      actual: stages.FILE_UNREADABLE,
      right: `Le fichier ne peut pas être lu${NNBSP}!`,
    },
    {
      wrong: /Bimasse/,
      actual: CORRECTION_TYPES.find((type) => type.code === 'QMS_floraison')?.label,
      right: 'Biomasse floraison',
    },
    {
      wrong: /Bimasse/,
      actual: CORRECTION_TYPES.find((type) => type.code === 'QMS_acq_delta')?.label,
      right: 'Biomasse acquisition',
    },
    {
      wrong: /\bDetail\b/,
      actual: screens.find((screen) => screen.name === 'chn-detail-parcelle')?.title,
      right: 'Détail de la parcelle CHN',
    },
    {
      wrong: /Gestion des agriculteurs/,
      actual: screens.find((screen) => screen.name === 'gestion-agris')?.title,
      right: 'Mes conseillers',
    },
    {
      wrong: /semis/,
      actual: sowingDateLabel('PDT'),
      right: 'Date de plantation',
    },
  ];

describe('French text corrections (issue 14)', () => {
  it.each(CORRECTIONS)('holds the corrected text $right', ({ wrong, actual, right }) => {
    expect(actual).toBe(right);
    expect(actual).not.toMatch(wrong);
  });

  it.each(WRONG_FRENCH_FORMS)('finds %s in no shared message', (wrong) => {
    expect(MESSAGES.filter((message) => wrong.test(message))).toEqual([]);
  });

  it('lets only e-mail as one word: e-mail, E-mail', () => {
    const words = MESSAGES.flatMap((message) => message.match(/[\w-]*mail\w*/gi) ?? []);
    expect(words.filter((word) => !/^[Ee]-mail$/.test(word))).toEqual([]);
  });

  it('puts a narrow no-break space before ? ! ; : and %, and never a plain one', () => {
    const all = [...MESSAGES, sample];
    expect(all.filter(lacksNarrowSpaceBeforePunctuation)).toEqual([]);
    expect(sample).toContain(`Requête invalide (corps)${NNBSP}: `);
  });

  it("titles the external adviser's page like its menu entry", () => {
    const entry = EXTERNAL_MENU.flatMap((item): readonly ExternalMenuLink[] =>
      'items' in item ? item.items : [item],
    ).find((link) => link.screen === 'gestion-agris');
    const page: Screen | undefined = screens.find((screen) => screen.name === 'gestion-agris');
    expect(entry?.label).toBe('Mes conseillers');
    expect(page?.title).toBe(entry?.label);
    expect(page?.menu?.label).toBe(entry?.label);
  });

  it('dates potatoes by their planting and other crops by their sowing', () => {
    expect(sowingDateLabel('PDT')).toBe('Date de plantation');
    expect(sowingDateLabel(' PDT ')).toBe('Date de plantation');
    expect(sowingDateLabel('MAIS_GRAIN')).toBe('Date de semis');
    expect(sowingDateLabel(null)).toBe('Date de semis');
  });
});
