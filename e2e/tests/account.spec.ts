import { visibleMenu } from '@agro/contracts/menu';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import {
  DEMO_PASSWORD,
  logInThroughForm,
  PERSONAS,
  restoreAccount,
  sessionRights,
  topMenuEntries,
} from './support/platform';

// Other spec files log in with the demo personas at the same time: the tests that change a
// password use accounts no other spec touches. The simulator gives every generated adviser (seed
// 'demo') an external account with the demo password and the terms already accepted
// (generateUsers in apps/model-api-sim/src/world/generate.ts); two of them serve here, one per
// test, and they are put back as seeded around every test, so a retry starts from the demo
// password even when a run stopped half-way.
/** Generated adviser account whose password the change test changes and restores. */
const CHANGE_ACCOUNT = { mail: 'nathalie.girard10@conseil-demo.fr', name: 'Nathalie Girard' };
/** Generated adviser account the reset test resets, then restores with the mailed password. */
const RESET_ACCOUNT = 'michel.francois11@conseil-demo.fr';
const NEW_PASSWORD = 'Compte-Essai-2026%';

const FAILURE =
  'Un problème est survenu. Veuillez recommencer. Si cela se reproduit, merci de nous contacter.';

test.beforeEach(async ({ page }) => {
  await restoreAccount(page, CHANGE_ACCOUNT.mail);
  await restoreAccount(page, RESET_ACCOUNT);
});

test.afterEach(async ({ page }) => {
  await restoreAccount(page, CHANGE_ACCOUNT.mail);
  await restoreAccount(page, RESET_ACCOUNT);
});

/** The password the simulator mailed to `mail` with its last reset (test hooks are on). */
async function mailedPassword(page: Page, mail: string): Promise<string> {
  const answer = await page.request.get(`${process.env.E2E_SIM_URL}/__sim/outbox`);
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: { recipients: string[]; body: string }[] };
  const sent = data.filter((message) => message.recipients.includes(mail)).at(-1);
  const password = /mot de passe : (\S+)/.exec(sent?.body ?? '')?.[1];
  expect(password).toBeTruthy();
  return password as string;
}

test('the password-forgotten page checks the address and sends a new password', async ({
  page,
}) => {
  await page.goto('/passwordForgotten');
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await expectNoAccessibilityViolations(page);

  const field = page.getByRole('textbox', { name: /Adresse e-mail/ });
  const send = page.getByRole('button', { name: 'Envoyer un nouveau mot de passe' });
  await field.focus();
  await field.blur();
  await expect(page.getByText("L'e-mail est obligatoire")).toBeVisible();
  await field.fill('michel.francois11@conseil-demo');
  await expect(page.getByText("L'e-mail n'est pas valide")).toBeVisible();
  await expect(send).toBeDisabled();
  await expectNoAccessibilityViolations(page);

  await field.fill(RESET_ACCOUNT);
  await send.click();
  const info = page.getByRole('dialog', { name: 'Réinitialisation du mot de passe' });
  await expect(
    info.getByText(
      'Si un compte correspond à cette adresse, un e-mail avec un nouveau mot de passe vous a été envoyé.',
    ),
  ).toBeVisible();
  await info.getByRole('button', { name: 'OK' }).click();
  await expect(info).toBeHidden();

  // The mailed password opens the account.
  const mailed = await mailedPassword(page, RESET_ACCOUNT);
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, RESET_ACCOUNT, mailed);
});

test('the profile changes the password with the one rule, and the new one opens the account', async ({
  page,
}) => {
  await logInThroughForm(page, CHANGE_ACCOUNT.mail);
  await page.getByRole('link', { name: CHANGE_ACCOUNT.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Profil utilisateur' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Identifiant' })).toHaveValue(CHANGE_ACCOUNT.mail);
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();

  const form = page.getByRole('form', { name: 'Modification du mot de passe' });
  const oldField = form.getByLabel(/^Ancien mot de passe/);
  const newField = form.getByLabel(/^Nouveau mot de passe/);
  const confirmation = form.getByLabel(/^Confirmation du nouveau mot de passe/);
  const send = form.getByRole('button', { name: 'Envoyer' });
  await expect(oldField).toBeFocused();
  await expect(send).toBeDisabled();

  await oldField.blur();
  await expect(form.getByText('Ce champ est requis')).toHaveCount(1);
  await newField.fill('abc');
  await expect(form.getByText('Le mot de passe doit faire au minimum 12 caractères')).toBeVisible();
  await expect(form.getByText('Le mot de passe doit contenir au moins un chiffre')).toBeVisible();
  await expect(
    form.getByText('Le mot de passe doit contenir au moins un caractère spécial'),
  ).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await newField.fill('');
  await expect(form.getByText('Ce champ est requis')).toHaveCount(2);
  await newField.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await confirmation.blur();
  await expect(
    form.getByText('La confirmation ne correspond pas au nouveau mot de passe'),
  ).toBeVisible();
  await expect(send).toBeDisabled();

  // A wrong old password: the failure modal, and the user stays logged in on the profile.
  await confirmation.fill(NEW_PASSWORD);
  await oldField.fill('pas-le-bon-mot-de-passe');
  await expect(send).toBeEnabled();
  await send.click();
  const error = page.getByRole('dialog', { name: 'Erreur' });
  await expect(error.getByText(FAILURE, { exact: true })).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await error.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  expect((await page.request.get('/bff/session')).ok()).toBe(true);

  await oldField.fill(DEMO_PASSWORD);
  await send.click();
  const info = page.getByRole('dialog', { name: 'Modification du mot de passe' });
  await expect(info.getByText('Votre mot de passe a bien été modifié.')).toBeVisible();
  await info.getByRole('button', { name: 'OK' }).click();
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInThroughForm(page, CHANGE_ACCOUNT.mail, NEW_PASSWORD);
});

test('institute staff have no change-password button', async ({ page }) => {
  await logInThroughForm(page, 'jdupont');
  await page.getByRole('link', { name: 'Jean Dupont' }).click();
  await expect(page.getByRole('textbox', { name: 'Identifiant' })).toHaveValue('jdupont');
  await expect(page.getByRole('button', { name: 'Modifier le mot de passe' })).toHaveCount(0);
});

test('the profile and the password-forgotten page are usable at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const scrollWidth = async () =>
    Number(await page.evaluate('document.documentElement.scrollWidth'));
  await page.goto('/passwordForgotten');
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(360);
  await logInThroughForm(page, PERSONAS.admin);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter avec ce compte' })).toBeVisible();
  expect(await scrollWidth()).toBeLessThanOrEqual(360);
});

test('an administrator connects as an invited user and sees that user’s shell', async ({
  page,
}) => {
  await logInThroughForm(page, PERSONAS.admin);
  await page.getByRole('link', { name: 'Administrateur Démo' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion invitée' })).toBeVisible();
  const field = page.getByRole('textbox', { name: "Adresse e-mail de l'utilisateur" });
  const connect = page.getByRole('button', { name: 'Se connecter avec ce compte' });
  await field.fill('conseiller@demo');
  await field.blur();
  await expect(page.getByText('E-mail doit être valide')).toBeVisible();
  await expect(connect).toBeDisabled();
  await expectNoAccessibilityViolations(page);

  await field.fill(PERSONAS.conseiller);
  await connect.click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByText('Vous utilisez maintenant la plateforme en tant que Claire Conseil.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Claire Conseil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Administrateur Démo' })).toHaveCount(0);

  // The conseiller's menu, as shell-menu.spec.ts checks it for a direct login.
  const rights = await sessionRights(page);
  expect(rights).not.toContain('ADMIN');
  const expected = visibleMenu({ loggedIn: true, rights }).map((node) => node.item.label);
  expect(await topMenuEntries(page)).toEqual(expected);
  expect(expected).not.toContain('Administration');
  expect(expected).toContain('Mildiou');

  // The shell says whose session this is, on every page, and how to get one's own back.
  const banner = page.getByText(
    'Vous êtes connecté en tant que Claire Conseil (connexion invitée)',
  );
  await expect(banner).toBeVisible();
  await page.goto('/help');
  await expect(banner).toBeVisible();
  await expectNoAccessibilityViolations(page, { strict: true });
  await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await page.request.get('/bff/session')).status()).toBe(401);
  await logInThroughForm(page, PERSONAS.admin);
  await expect(page.getByRole('link', { name: 'Administrateur Démo' })).toBeVisible();
  await expect(page.getByText(/connexion invitée/)).toHaveCount(0);
});

test("one click on 'Annuler' closes the password form, its first field left empty", async ({
  page,
}) => {
  await logInThroughForm(page, PERSONAS.conseiller);
  await page.goto('/profil');
  await page.getByRole('button', { name: 'Modifier le mot de passe' }).click();
  const form = page.getByRole('form', { name: 'Modification du mot de passe' });
  await expect(form.getByLabel(/^Ancien mot de passe/)).toBeFocused();
  await form.getByRole('button', { name: 'Annuler' }).click();
  await expect(form).toBeHidden();
});
