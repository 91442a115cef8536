// Spec 1 §2 "Consent area", issue 18: the demo farmer follows the signed link of the README, fills
// the 'Compte' form and accepts the terms, grants an adviser access to some plots, changes it to
// all but some, and deletes it; every step is checked against the simulator. A tampered link is
// refused in a farmer's words. axe at 1280 and 360 px on both tabs.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD, saysAfter } from './support/page-steps';
import { E2E_FILE_DATE } from './support/platform-date';

/** The demo farmer's signed link the README gives (demo key, valid until 2030). */
const README_LINK = /http:\/\/localhost:8080(\/consentement\/compte\?[^\s>)]+)/.exec(
  readFileSync(new URL('../../README.md', import.meta.url), 'utf8'),
)?.[1];
const FARMER = '/api/agriculteurs/AGRI0001/operateurs/OP01/clients/CLI01';
const CAMPAIGN = Number(E2E_FILE_DATE.slice(0, 4));
const INVALID =
  "Ce lien de consentement n'est pas valide ou a expiré. Demandez un nouveau lien à votre organisme.";

interface Link {
  id_agri_cons: number;
  id_conseiller: number;
  parcelles_inclues: (number | string)[];
  parcelles_exclues: (number | string)[];
}
interface Adviser {
  id_conseiller: number;
  nom_conseiller: string;
  prenom_conseiller: string;
  organisme: string | null;
}
interface Plot {
  id: number;
  name: string;
  variety: string | null;
}

// The farmer's record and grants are shared by the tests of this file: one after the other.
test.describe.configure({ mode: 'serial' });

function demoLink(): string {
  if (!README_LINK) throw new Error('no consent link in README.md');
  return README_LINK;
}

async function openConsentArea(page: Page): Promise<void> {
  await page.goto(demoLink());
  await expect(page.getByRole('tab', { name: 'Compte', selected: true })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('textbox', { name: 'Nom', exact: true })).toBeVisible(FIRST_LOAD);
}

const links = (page: Page) => apiGet<Link[]>(page, `${FARMER}/conseillers?campagne=${CAMPAIGN}`);

test("the farmer fills in the 'Compte' form and accepts the terms", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsentArea(page);
  const phone = `06 ${Date.now().toString().slice(-8, -6)} 11 22 33`;
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Paul');
  await page.getByRole('textbox', { name: 'Raison sociale' }).fill('');
  const save = page.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeDisabled();
  await page.getByRole('textbox', { name: 'Raison sociale' }).fill('EARL Durand');
  await page.getByRole('textbox', { name: 'Téléphone' }).fill(phone);
  await page.getByRole('textbox', { name: 'Code postal' }).fill('80000');
  // The postal code's communes are offered for the city.
  await page.getByRole('textbox', { name: 'Ville' }).fill('AMI');
  const amiens = page.getByRole('option', { name: 'AMIENS', exact: true });
  await expect(amiens).toBeVisible();
  // Checked with the city's list open, the field and its options (issue 41: every dropdown).
  await expectNoAccessibilityViolations(page);
  await amiens.click();
  // The terms: unticked, nothing can be saved; read and accepted in their dialog.
  const terms = page.getByRole('checkbox', { name: /conditions générales/ });
  if (await terms.isChecked()) await terms.uncheck();
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: "conditions générales d'utilisation" }).click();
  const dialog = page.getByRole('dialog', { name: "Conditions générales d'utilisation" });
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  await expect(terms).toBeChecked();
  await expectNoAccessibilityViolations(page);
  await save.click();
  const info = page.getByRole('dialog', { name: 'Enregistrement effectué' });
  await expect(info).toContainText(
    "Vous pouvez dès à présent donner accès à vos données à des conseillers en vous rendant sur l'onglet Gestion.",
  );
  await info.getByRole('button', { name: 'OK' }).click();
  const saved = await apiGet<{ telephone: string; ville: string; cgu: string }>(page, FARMER);
  expect(saved).toMatchObject({ telephone: phone, ville: 'AMIENS', cgu: 'v3' });
  await expectPhoneWidthAccessible(page);
});

test('the farmer grants an adviser some plots, changes it to all but some, then deletes it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openConsentArea(page);
  await page.getByRole('tab', { name: 'Gestion' }).click();
  await expect(page).toHaveURL(/\/consentement\/gestion$/);
  await expect(page.getByRole('button', { name: 'Ajouter un conseiller' })).toBeVisible();

  // An adviser of the service the farmer has not granted yet, other than the external demo one
  // (whose count of consents to validate other specs read).
  const granted = new Set((await links(page)).map((l) => l.id_conseiller));
  const advisers = await apiGet<Adviser[]>(page, '/api/conseillers/services/MILDIOU');
  const adviser = advisers.find(
    (a) => !granted.has(a.id_conseiller) && a.nom_conseiller !== 'Externe',
  );
  if (!adviser) throw new Error('no MILDIOU adviser left to grant');
  const name = `${adviser.prenom_conseiller} ${adviser.nom_conseiller}`;
  const plots = await apiGet<Plot[]>(page, `${FARMER}/services/MILDIOU`);
  const [first, second] = plots;
  if (!first || !second) throw new Error('the demo farmer needs two potato plots');
  const plotLabel = (plot: Plot) => (plot.variety ? `${plot.name} (${plot.variety})` : plot.name);

  await page.getByRole('button', { name: 'Ajouter un conseiller' }).click();
  const form = page.getByRole('dialog', { name: 'Donner accès à un conseiller' });
  await expect(form.getByRole('textbox', { name: 'Service' })).toHaveValue('Mildiou');
  await form.getByRole('combobox', { name: 'Conseiller' }).fill(adviser.nom_conseiller);
  // The list open, in a layer of the page outside the dialog (issue 41 #13).
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"], [role="listbox"]' });
  await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
  await form.getByRole('radio', { name: 'Certaines parcelles seulement' }).check();
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  const blocked = page.getByRole('dialog', { name: 'Opération impossible' });
  await expect(blocked).toContainText('Vous devez préciser les parcelles concernées.');
  await blocked.getByRole('button', { name: 'OK' }).click();
  await form.getByRole('checkbox', { name: plotLabel(first) }).check();
  await expectNoAccessibilityViolations(page);
  await saysAfter(page, "L'accès du conseiller a été enregistré.", () =>
    form.getByRole('button', { name: 'Enregistrer' }).click(),
  );
  const table = page.getByRole('table', { name: 'Conseillers ayant accès à mes données' });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('1 parcelle');
  await expect(row).toContainText('En attente');
  const made = (await links(page)).find((l) => l.id_conseiller === adviser.id_conseiller);
  expect(made).toMatchObject({ parcelles_inclues: [first.id], parcelles_exclues: [] });

  await row.getByRole('button', { name: `Modifier l'accès de ${name}` }).click();
  const edit = page.getByRole('dialog', { name: "Modifier l'accès du conseiller" });
  await expect(edit.getByRole('checkbox', { name: plotLabel(first) })).toBeChecked();
  await edit.getByRole('radio', { name: 'Toutes mes parcelles sauf certaines' }).check();
  await edit.getByRole('checkbox', { name: plotLabel(second) }).check();
  await saysAfter(page, "L'accès du conseiller a été enregistré.", () =>
    edit.getByRole('button', { name: 'Enregistrer' }).click(),
  );
  await expect(row).toContainText('Toutes sauf 1 parcelle');
  const changed = (await links(page)).find((l) => l.id_conseiller === adviser.id_conseiller);
  expect(changed).toMatchObject({
    id_agri_cons: made?.id_agri_cons,
    parcelles_inclues: ['all'],
    parcelles_exclues: [second.id],
  });
  await expectPhoneWidthAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.getByRole('button', { name: `Supprimer l'accès de ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await saysAfter(page, "L'accès du conseiller a été supprimé.", () =>
    confirm.getByRole('button', { name: 'Oui' }).click(),
  );
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await links(page)).some((l) => l.id_conseiller === adviser.id_conseiller)).toBe(false);
});

test('a tampered link is refused with a message a farmer understands', async ({ page }) => {
  const link = demoLink();
  const tampered = link.replace(
    /signature=(.)/,
    (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
  );
  // A fresh browser: no consent session of an earlier visit.
  await page.goto(tampered.replace('agri=AGRI0001', 'agri=AGRI0002'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Accès impossible', FIRST_LOAD);
  await expect(alert).toContainText(INVALID);
  await expect(page.getByRole('tab')).toHaveCount(0);
  await page.goto(tampered);
  await expect(page.getByRole('alert')).toContainText(INVALID, FIRST_LOAD);
  // Nothing of the farmer's can be read without a valid link.
  const answer = await page.request.get(FARMER, { headers: { 'X-CSRF': '1' } });
  expect(answer.status()).toBe(403);
  await expectNoAccessibilityViolations(page);
});
