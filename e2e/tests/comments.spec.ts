import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { FIRST_LOAD } from './support/page-steps';
import { logIn, PERSONAS, NO_SCREEN } from './support/platform';
import { E2E_SCREEN_DATE } from './support/platform-date';

// Water-balance plots of the simulator's world are numbered 100001 upwards, and only the first 20
// carry seeded comments (apps/model-api-sim/src/world/generate.ts). These two are read by no other
// spec; each test removes what it wrote.
const PLOT = 100277;
const XSS_PLOT = 100278;

function commentsDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Commentaires' });
}

function confirmation(page: Page) {
  return page.getByRole('dialog', { name: 'Confirmation' });
}

async function openComments(page: Page, plot: number) {
  await page.goto(`/bilanhydrique/parcelle/${plot}`);
  // The plot's page loads its table, chart and map code on a first visit in a fresh browser.
  await page
    .getByRole('button', { name: 'Commentaires de la parcelle' })
    .click({ timeout: 20_000 });
  const dialog = commentsDialog(page);
  // The dialog's rich-text editor is its own chunk, fetched on the first opening: on two shared
  // cores, while the other worker runs a blight screen, that takes more than the default 5 s.
  await expect(dialog).toBeVisible(FIRST_LOAD);
  return dialog;
}

/** Deletes, through the API, every comment the plot holds. */
async function removeComments(page: Page, plot: number) {
  const url = `/api/comments/plots/${plot}/oads/BH`;
  const list = await page.request.get(url, { headers: { 'X-CSRF': '1' } });
  if (!list.ok()) return;
  for (const { id_commentaire } of (await list.json()).data as { id_commentaire: number }[]) {
    await page.request.delete(`/api/comments/${id_commentaire}/oads/BH`, {
      headers: { 'X-CSRF': '1' },
    });
  }
}

// The comments open on the water-balance plot page, whose first visit and axe checks take time.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await logIn(page, PERSONAS.conseiller, NO_SCREEN);
  // A retried test starts from no comment, even if its first attempt could not clean up.
  await removeComments(page, PLOT);
  await removeComments(page, XSS_PLOT);
});

test('creates, edits and deletes a comment of a water-balance plot', async ({ page }) => {
  try {
    const dialog = await openComments(page, PLOT);
    await expect(dialog.getByText('Aucun commentaire pour cette parcelle.')).toBeVisible();
    await expect(dialog.getByText('*champs obligatoires')).toBeVisible();

    // The date starts on the platform's today, is picked in a calendar, and counts once OK is
    // pressed.
    const dateField = dialog.getByRole('button', { name: /^Date/ });
    await expect(dateField).toHaveText(E2E_SCREEN_DATE);
    await dateField.click();
    const calendar = page.getByRole('dialog', { name: 'Calendrier' });
    await calendar.getByRole('button', { name: 'Mois précédent' }).click();
    const fifteenth = calendar.getByRole('button', { name: /^15 / }).first();
    await fifteenth.click();
    await calendar.getByRole('button', { name: 'OK' }).click();
    await expect(calendar).toBeHidden();
    const picked = (await dateField.textContent()) ?? '';
    // The month before the platform's June.
    expect(picked).toBe('15/05/2026');

    await dialog.getByRole('textbox', { name: 'Commentaire' }).click();
    await page.keyboard.type('Passage prévu jeudi');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText('Le commentaire a bien été enregistré.')).toBeVisible();
    const item = dialog.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Passage prévu jeudi');
    await expect(item).toContainText(`Date\u202f: ${picked}`);
    await expect(dialog.getByRole('textbox', { name: 'Commentaire' })).toHaveText('');

    await item.getByRole('button', { name: /^Modifier le commentaire du / }).click();
    const editor = dialog.getByRole('textbox', { name: 'Commentaire' });
    await expect(editor).toHaveText('Passage prévu jeudi');
    await expect(dateField).toHaveText(picked);
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' matin');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(item).toContainText('Passage prévu jeudi matin');
    await expect(dialog.getByRole('listitem')).toHaveCount(1);

    const remove = item.getByRole('button', { name: /^Supprimer le commentaire du / });
    await remove.click();
    await expect(
      confirmation(page).getByText('Êtes-vous sûr de vouloir supprimer cet élément\u202f?'),
    ).toBeVisible();
    await confirmation(page).getByRole('button', { name: 'Annuler' }).click();
    await expect(confirmation(page)).toBeHidden();
    await expect(dialog.getByRole('listitem')).toHaveCount(1);

    await remove.click();
    await confirmation(page).getByRole('button', { name: 'Oui' }).click();
    await expect(dialog.getByText('Aucun commentaire pour cette parcelle.')).toBeVisible();
  } finally {
    await removeComments(page, PLOT);
  }
});

test('asks before closing over unsaved text, and Escape does not close it', async ({ page }) => {
  const dialog = await openComments(page, PLOT);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Commentaire' }).click();
  await page.keyboard.type('Brouillon');
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  const question = confirmation(page);
  await expect(
    question.getByText("Êtes-vous sûr de ne pas vouloir enregistrer l'élément\u202f?"),
  ).toBeVisible();
  await question.getByRole('button', { name: 'Annuler' }).click();
  await expect(question).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Commentaire' })).toHaveText('Brouillon');

  await dialog.getByRole('button', { name: 'Fermer la fenêtre des commentaires' }).click();
  await question.getByRole('button', { name: 'Oui' }).click();
  await expect(dialog).toBeHidden();

  // Reopened, the form starts empty; with nothing written, Fermer closes at once.
  await page.getByRole('button', { name: 'Commentaires de la parcelle' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Commentaire' })).toHaveText('');
  await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(question).toBeHidden();
});

test('shows a stored script payload as inert text, and the dialog passes axe', async ({ page }) => {
  try {
    const stored = await page.request.post(`/api/comments/plots/${XSS_PLOT}/oads/BH`, {
      headers: { 'X-CSRF': '1' },
      data: {
        commentaire:
          '<p>Note piégée</p><img src=x onerror="window.__xss=1">' +
          '<script>window.__xss=1</script><a href="javascript:window.__xss=1">lien</a>',
      },
    });
    expect(stored.ok()).toBe(true);

    const dialog = await openComments(page, XSS_PLOT);
    await expect(dialog.getByText('Note piégée')).toBeVisible();
    // Give an image error or a script the time to run, had they survived.
    await page.waitForTimeout(300);
    expect(await page.evaluate('typeof window.__xss')).toBe('undefined');
    await expect(page.locator('[onerror]')).toHaveCount(0);
    await expect(dialog.locator('img, script')).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'lien' })).toHaveCount(0);

    await expectNoAccessibilityViolations(page);
    // The pop-ups of the form too: the calendar and the link address.
    await dialog.getByRole('button', { name: /^Date/ }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendrier' });
    await expect(calendar).toBeVisible();
    // The page and the dialog were checked above: the pop-ups are checked on their own.
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
    await calendar.getByRole('button', { name: 'Fermer' }).click();
    await expect(calendar).toBeHidden();
    await dialog.getByRole('button', { name: 'Insérer un lien' }).click();
    await expect(page.getByRole('textbox', { name: 'Adresse du lien' })).toBeFocused();
    await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  } finally {
    await removeComments(page, XSS_PLOT);
  }
});
