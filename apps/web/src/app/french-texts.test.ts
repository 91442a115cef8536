// The French text corrections of issue 14 in the web app's own message modules
// (docs/spec-deviations.md "French text corrections"); the shared messages of contracts and domain
// are checked by packages/contracts/src/french-texts.test.ts.
import { bhPlotColumns } from '@agro/contracts/columns/water-balance';
import {
  lacksNarrowSpaceBeforePunctuation,
  NARROW_NO_BREAK_SPACE,
  textsOf,
  WRONG_FRENCH_FORMS,
} from '@agro/domain/french-texts';
import { describe, expect, it } from 'vitest';
import * as authMessages from '../features/auth/messages';
import * as commentMessages from '../features/comments/messages';
import * as profileMessages from '../features/profile/messages';
import { SCENARIO_QUESTION } from '../features/blight/plot/AdminBlock';
import { DELETE_ALL_QUESTION } from '../features/blight/manage/StagesSection';
import { FILTER_LABELS } from '../features/water-balance/dashboard/dashboard-model';
import { EMAIL_FAILED, EMAIL_SENT } from '../features/admin/advisers/ConsentLinkModal';
import * as mycolisPanel from '../features/stages/mycolis/ImportPanel';
import * as mycolisPage from '../features/stages/mycolis/MycolisPage';
import * as recalageMessages from '../features/stages/recalage/messages';

const NNBSP = NARROW_NO_BREAK_SPACE;

const MESSAGES: readonly string[] = [
  ...textsOf(authMessages),
  ...textsOf(commentMessages),
  ...textsOf(profileMessages),
  profileMessages.invitedConnectionMessage('DUPONT Jean'),
  SCENARIO_QUESTION,
  DELETE_ALL_QUESTION,
  EMAIL_FAILED,
  EMAIL_SENT,
  ...textsOf({ ...mycolisPanel }),
  ...textsOf({ ...mycolisPage }),
  ...textsOf({ ...recalageMessages }),
  recalageMessages.integrationFailed(500),
];

describe('French text corrections of the web app (issue 14)', () => {
  it.each([
    [profileMessages.PASSWORD_CHANGED_MESSAGE, 'Votre mot de passe a bien été modifié.'],
    [commentMessages.DELETE_QUESTION, `Êtes-vous sûr de vouloir supprimer cet élément${NNBSP}?`],
    [
      commentMessages.UNSAVED_CLOSE_QUESTION,
      `Êtes-vous sûr de ne pas vouloir enregistrer l'élément${NNBSP}?`,
    ],
    [SCENARIO_QUESTION, `Êtes-vous sûr de vouloir mettre ce scénario${NNBSP}?`],
    [authMessages.FORGOTTEN_PASSWORD_TITLE, `Mot de passe oublié${NNBSP}?`],
    [
      authMessages.RESET_SUCCESS_MESSAGE,
      'Si un compte correspond à cette adresse, un e-mail avec un nouveau mot de passe vous a été envoyé.',
    ],
  ])('holds %s', (actual, right) => {
    expect(actual).toBe(right);
  });

  it.each(WRONG_FRENCH_FORMS)('finds %s in no message', (wrong) => {
    expect(MESSAGES.filter((message) => wrong.test(message))).toEqual([]);
  });

  it('puts a narrow no-break space before ? ! ; : and %, and never a plain one', () => {
    expect(MESSAGES.filter(lacksNarrowSpaceBeforePunctuation)).toEqual([]);
  });

  it("names the water-balance dashboard's filters like the list's columns", () => {
    const headers = new Map(bhPlotColumns.map((column) => [column.key, column.header]));
    for (const [key, label] of FILTER_LABELS) expect(label).toBe(headers.get(key));
  });
});
