// Spec 1 §2 "Advisers list": admin@demo.fr creates an adviser with a subscription, finds it in the
// list, exports the list (the new adviser is a row), sees its farmers and deletes it; axe at 1280
// and 360 px with the form open; an adviser without ADMIN is refused.
import { adviserListColumns } from '@agro/contracts/columns/advisers';
import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { expectPhoneWidthAccessible, FIRST_LOAD, saysAfter } from './support/page-steps';
import { logIn, PERSONAS } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { readExport } from './support/workbook';

const PAGE = '/administration/conseillers';
const LIST = 'Liste des conseillers';
const OPEN_LIST_IN_DIALOG = '[role="dialog"], [role="listbox"]';

test('an administrator creates an adviser with a subscription, exports the list and deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Conseillers' })).toBeVisible(
    FIRST_LOAD,
  );
  const table = page.getByRole('table', { name: LIST });
  await expect(table.getByRole('row').nth(1)).toBeVisible(FIRST_LOAD);

  // A unique name: the suite may run against a simulator other specs write to.
  const nom = `Essai${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Nouveau conseiller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau conseiller' });
  await dialog.getByRole('button', { name: 'Créer le conseiller' }).click();
  await expect(dialog.getByText('Nom ne peut pas être vide', { exact: true })).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Nom', exact: true }).fill(nom);
  await dialog.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
  await dialog.getByRole('combobox', { name: 'Type' }).click();
  // The list opens in a layer of the page, outside the dialog: axe checks both (issue 41 #13).
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAccessibilityViolations(page, { within: OPEN_LIST_IN_DIALOG });
  await page.getByRole('option', { name: 'Agronome' }).click();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('camille.essai@conseil');
  await dialog.getByRole('button', { name: 'Créer le conseiller' }).click();
  await expect(dialog.getByText('E-mail doit être valide')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('camille.essai@conseil-demo.fr');
  // A subscription over the current year by default.
  await expect(dialog.getByLabel('Date de début')).toHaveValue(
    `${E2E_FILE_DATE.slice(0, 4)}-01-01`,
  );
  await dialog.getByRole('combobox', { name: 'Service' }).click();
  await page.getByRole('option', { name: 'Bilan hydrique' }).click();
  await dialog.getByRole('button', { name: "Ajouter l'abonnement" }).click();
  await expect(dialog.getByRole('table', { name: 'Abonnements' })).toContainText('Bilan hydrique');
  await saysAfter(page, 'Le conseiller a été créé.', () =>
    dialog.getByRole('button', { name: 'Créer le conseiller' }).click(),
  );
  await expect(dialog).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Rechercher' }).fill(nom);
  const row = table.getByRole('row').filter({ hasText: nom });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Camille');

  // The subscription was saved with the adviser.
  await row.getByRole('button', { name: `Modifier le conseiller Camille ${nom}` }).click();
  const edit = page.getByRole('dialog', { name: `Modifier le conseiller Camille ${nom}` });
  await expect(edit.getByRole('table', { name: 'Abonnements' })).toContainText(
    `01/01/${E2E_FILE_DATE.slice(0, 4)}`,
  );
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  await edit.getByRole('button', { name: 'Annuler' }).click();

  // The export holds the list's rows for the search: the new adviser.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter' }).click();
  const exported = await readExport(await downloading);
  expect(exported.fileName).toBe(`${E2E_FILE_DATE}_conseillers.xlsx`);
  expect(exported.header).toEqual(adviserListColumns.map((column) => column.header));
  expect(exported.rows.map((cells) => cells[1])).toEqual([`${nom} Camille`]);

  await row.getByRole('button', { name: `Voir les agriculteurs de Camille ${nom}` }).click();
  const farmers = page.getByRole('dialog', { name: `Agriculteurs de Camille ${nom}` });
  await expect(farmers.getByText("Ce conseiller n'a pas encore d'agriculteur.")).toBeVisible();
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: `Supprimer le conseiller Camille ${nom}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet élément\u202f?');
  await saysAfter(page, 'Le conseiller a été supprimé.', () =>
    confirm.getByRole('button', { name: 'Oui' }).click(),
  );
  await expect(table.getByRole('row').filter({ hasText: nom })).toHaveCount(0);
});

test('the advisers list passes the accessibility checks at 1280 and 360 px', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin, PAGE);
  await expect(page.getByRole('table', { name: LIST }).getByRole('row').nth(1)).toBeVisible(
    FIRST_LOAD,
  );
  // With the pager's page size list open (issue 41 #13).
  await page.getByRole('combobox', { name: 'Lignes par page' }).click();
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAccessibilityViolations(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectPhoneWidthAccessible(page);
});

test('an adviser without ADMIN is refused the advisers administration', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller, PAGE);
  await expect(page).toHaveURL(/\/home$/);
  const statuses = await page.evaluate(async () =>
    Promise.all(
      ['/api/conseillers', '/bff/exports/conseillers.xlsx'].map(
        async (path) => (await fetch(path, { headers: { 'X-CSRF': '1' } })).status,
      ),
    ),
  );
  expect(statuses).toEqual([403, 403]);
});

test("an administrator makes a farmer's consent link and e-mails it; the link opens the consent area", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.admin, PAGE);
  await page.getByRole('button', { name: 'Lien de consentement' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: "Lien de consentement d'un agriculteur" });
  const make = dialog.getByRole('button', { name: 'Créer le lien' });
  await expect(make).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Code agriculteur' }).fill('AGRI0001');
  await dialog.getByRole('textbox', { name: 'Opérateur' }).fill('OP01');
  await dialog.getByRole('textbox', { name: 'Client' }).fill('CLI01');
  await make.click();
  const linkBox = dialog.getByRole('textbox', { name: /Lien de consentement, valable jusqu'au/ });
  await expect(linkBox).toHaveValue(/\/consentement\/compte\?agri=AGRI0001&operateur=OP01/);
  const url = await linkBox.inputValue();
  await expectNoAccessibilityViolations(page);

  const recipient = `agri.${Date.now().toString(36)}@ferme-demo.fr`;
  await dialog.getByRole('textbox', { name: "E-mail de l'agriculteur" }).fill(recipient);
  await saysAfter(page, 'Le lien a été envoyé à l’agriculteur.', () =>
    dialog.getByRole('button', { name: 'Envoyer le lien par e-mail' }).click(),
  );
  const outbox = (await (
    await page.request.get(`${process.env.E2E_SIM_URL}/__sim/outbox`)
  ).json()) as { data: { recipients: string[]; body: string; subject: string }[] };
  const mail = outbox.data.find((m) => m.recipients.includes(recipient));
  expect(mail?.subject).toContain('votre espace de consentement');
  expect(mail?.body).toContain(url);

  // The farmer, in a browser of their own, opens their consent area from it.
  const farmer = await browser.newPage();
  await farmer.goto(url);
  await expect(farmer.getByRole('tab', { name: 'Compte', selected: true })).toBeVisible(FIRST_LOAD);
  await farmer.close();
});
