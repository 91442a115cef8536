// Spec 3 §2.6: the bulletin space against the simulator, as of the e2e day in June, as the bulletin
// adviser of Hauts-de-France (quota of 3 cas-types). The test starts from no cas-type (a retry
// deletes those a failed run left), creates them up to the quota, one on a synchronised station,
// downloads the bulletin export and checks its columns and red cells against the API.
import { bsvExportColumns, BSV_RED_FILL } from '@agro/contracts/columns/bsv';
import type { BlightCasTypeRow } from '@agro/contracts/entities/blight';
import type { CasTypeStation } from '@agro/contracts/entities/stations';
import { casTypeQuotaMessage, isBsvRedWeight } from '@agro/domain/blight-interventions';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { logIn, PERSONAS } from './support/platform';
import { E2E_FILE_DATE } from './support/platform-date';
import { readExport } from './support/workbook';
import { expectPhoneWidthAccessible, FIRST_LOAD, saysAfter } from './support/page-steps';

const BSV = '/mildiou/bsv_mildiou';
const REGION = 'Hauts-de-France';
const DEPARTEMENTS = ['02', '59', '60', '62', '80'];
const QUOTA = 3;

async function apiCall<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const answer = await fetch(url, {
        method,
        headers: {
          'X-CSRF': '1',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await answer.json()) as { data: unknown }).data;
    },
    { method, url, body },
  ) as Promise<T>;
}

const casTypes = (page: Page) =>
  apiCall<BlightCasTypeRow[]>(page, 'POST', '/api/bsv/castype', { id_regions: [REGION] });

async function openSpace(page: Page) {
  await page.goto(BSV);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon espace BSV' })).toBeVisible(
    FIRST_LOAD,
  );
  await expect(page.getByRole('form', { name: 'Créer un cas-type' })).toBeVisible(FIRST_LOAD);
}

test('as the bulletin adviser: cas-types up to the quota, then the BSV export with its red cells', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.bsv);
  for (const left of await casTypes(page)) {
    await apiCall(page, 'DELETE', `/api/maladiesPdt/plots/${left.id}/delete`);
  }
  const stations = await apiCall<CasTypeStation[]>(page, 'POST', '/api/bsv/stations', {
    departements: DEPARTEMENTS,
  });
  expect(stations.length, 'stations in the adviser’s departments').toBeGreaterThan(2);

  await openSpace(page);
  await expect(page.getByRole('heading', { name: `Mes cas-types (0 sur ${QUOTA})` })).toBeVisible();
  const form = page.getByRole('form', { name: 'Créer un cas-type' });
  for (const [index, station] of stations.slice(0, QUOTA - 1).entries()) {
    await form
      .getByRole('textbox', { name: 'Nom du cas-type', exact: true })
      .fill(`Cas-type e2e ${index + 1}`);
    await form.getByRole('combobox', { name: 'Station choisie sur la carte', exact: true }).click();
    await page.getByRole('option', { name: new RegExp(`\\(${station.device_code}\\)$`) }).click();
    await saysAfter(page, 'Création cas type bien réalisée.', () =>
      form.getByRole('button', { name: 'Créer le cas-type' }).click(),
    );
    await expect(
      page.getByRole('heading', { name: `Mes cas-types (${index + 1} sur ${QUOTA})` }),
    ).toBeVisible();
  }

  // The last one on a synchronised station: the operator and its code, verified.
  const synchronised = stations[QUOTA - 1] as CasTypeStation;
  await form
    .getByRole('textbox', { name: 'Nom du cas-type', exact: true })
    .fill(`Cas-type e2e ${QUOTA}`);
  await form.getByRole('checkbox', { name: 'Synchroniser une autre station' }).check();
  await form.getByRole('combobox', { name: 'Fournisseur', exact: true }).click();
  await page
    .getByRole('option', { name: synchronised.constructor_name ?? '', exact: true })
    .click();
  await form
    .getByRole('textbox', { name: 'Code station', exact: true })
    .fill(synchronised.device_code);
  await expect(form.getByRole('button', { name: 'Créer le cas-type' })).toBeDisabled();
  await form.getByRole('button', { name: 'Vérifier' }).click();
  await expect(
    form.getByText('Station trouvée\u202f: ses coordonnées ont été reprises.'),
  ).toBeVisible();
  await saysAfter(page, 'Création cas type bien réalisée.', () =>
    form.getByRole('button', { name: 'Créer le cas-type' }).click(),
  );

  // The quota is reached: said, and no more creation.
  await expect(
    page.getByRole('heading', { name: `Mes cas-types (${QUOTA} sur ${QUOTA})` }),
  ).toBeVisible();
  const quota = page.getByRole('alert').filter({ hasText: casTypeQuotaMessage(QUOTA) });
  await expect(quota).toContainText('Attention');
  await expect(form.getByRole('button', { name: 'Créer le cas-type' })).toBeDisabled();
  const list = page.getByRole('table', { name: 'Mes cas-types' });
  for (let index = 1; index <= QUOTA; index += 1) {
    await expect(list.getByRole('row').filter({ hasText: `Cas-type e2e ${index}` })).toHaveCount(1);
  }

  // The bulletin export: 27 columns, red exactly where the contamination weight is above 2.
  const rows = await casTypes(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export BSV' }).click();
  const exported = await readExport(await downloading);
  expect(exported.fileName).toBe(`${E2E_FILE_DATE}_Export_BSV_Mildiou_cas_type.xlsx`);
  expect(exported.header).toHaveLength(27);
  expect(exported.header).toEqual(bsvExportColumns.map((column) => column.header));
  expect(exported.rows.map((row) => row[0]).sort()).toEqual(
    rows.map((row) => row.plot_name).sort(),
  );
  let red = 0;
  for (const [rowIndex, cells] of exported.cells.entries()) {
    const source = rows.find((row) => row.plot_name === exported.rows[rowIndex]?.[0]);
    for (const [column, cell] of cells.entries()) {
      const key = bsvExportColumns[column]?.key ?? '';
      const weight = key.startsWith('l10poids_')
        ? (source as unknown as Record<string, number | null>)[key]
        : null;
      const shouldBeRed = key.startsWith('l10poids_') && isBsvRedWeight(weight);
      expect(
        cell.fill === `FF${BSV_RED_FILL}`,
        `${key} of ${String(exported.rows[rowIndex]?.[0])}`,
      ).toBe(shouldBeRed);
      if (shouldBeRed) red += 1;
    }
  }
  test.info().annotations.push({ type: 'red cells', description: String(red) });

  // axe on the space (once the last notice has gone), a deletion's confirmation open, then at
  // 360 px.
  await closeNotice(page, 'Création cas type bien réalisée.');
  await expectNoAccessibilityViolations(page);
  await list.getByRole('button', { name: 'Supprimer le cas-type Cas-type e2e 1' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await expect(confirm).toContainText('Êtes-vous sûr de vouloir supprimer cet élément\u202f?');
  await expectNoAccessibilityViolations(page, { within: '[role="dialog"]' });
  await saysAfter(page, 'Suppression cas type bien réalisée.', () =>
    confirm.getByRole('button', { name: 'Oui' }).click(),
  );
  await expect(
    page.getByRole('heading', { name: `Mes cas-types (${QUOTA - 1} sur ${QUOTA})` }),
  ).toBeVisible();
  await expect(form.getByRole('button', { name: 'Créer le cas-type' })).toBeVisible();
  await closeNotice(page, 'Suppression cas type bien réalisée.');
  await expectPhoneWidthAccessible(page);
});

test('without the BSV_MIL write right the bulletin space is refused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, PERSONAS.conseiller, BSV);
  await expect(page).toHaveURL(/\/home$/);
  const status = await page.evaluate(
    async () =>
      (
        await fetch('/api/bsv/castype', {
          method: 'POST',
          headers: { 'X-CSRF': '1', 'Content-Type': 'application/json' },
          body: JSON.stringify({ id_regions: null }),
        })
      ).status,
  );
  expect(status).toBe(403);
});

/**
 * Closes the notices saying `text` as a person does, rather than waiting the time they stay to be
 * read (one per cas-type made in a row); one leaving by itself meanwhile is as good.
 */
async function closeNotice(page: Page, text: string): Promise<void> {
  const close = page
    .getByRole('alert')
    .filter({ hasText: text })
    .getByRole('button', { name: 'Fermer le message' });
  while ((await close.count()) > 0) {
    await close
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(page.getByText(text)).toHaveCount(0);
}
