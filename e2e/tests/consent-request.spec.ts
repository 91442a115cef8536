// Issue 41, finding 4: an external adviser asks a farmer for consent from their farmers list; the
// development mailbox (maildev, started by tools/start-platform.mjs) holds one mail to the farmer
// with the signed link; the link opens that farmer's consent area, where the farmer grants the
// adviser their plots; the adviser validates the consent and reaches the farmer's plots from the
// list, as many as the simulator shares. A tampered copy of the link is refused. axe at 1280 and
// 360 px on the request dialog and the plots dialog.
//
// A water-balance adviser reaches, the same way, the water-balance plots a consent shares.
//
// The adviser is one of the world's generated external advisers, not the demo 'externe@demo.fr',
// whose count of consents to validate the terms-of-use spec reads at the same time.
import type { RiskDisplayPlot } from '@agro/domain/water-balance';
import { waterBalanceUrgencyKey } from '@agro/domain/water-balance-urgency';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from './accessibility';
import { apiGet, expectPhoneWidthAccessible, FIRST_LOAD } from './support/page-steps';
import { logIn, logInThroughForm, PERSONAS } from './support/platform';
import { E2E_PLATFORM_DATE } from './support/platform-date';

const INVALID =
  "Ce lien de consentement n'est pas valide ou a expiré. Demandez un nouveau lien à votre organisme.";
const CAMPAIGN = Number(E2E_PLATFORM_DATE.slice(0, 4));

interface AdviserRow {
  id_conseiller: number;
  nom_conseiller: string;
  prenom_conseiller: string;
  mail: string;
  type_conseiller: string;
  abonnements?: { service: string; date_debut: string; date_fin: string }[];
}
interface FarmerLink {
  service: string;
  nom_agri: string | null;
  prenom_agri: string | null;
  code_agri_operateur: string | null;
  code_operateur?: string | null;
  code_client?: string | null;
}
interface BlightRow {
  id: number;
  plot_name: string;
  farmer: string;
}
interface MailboxMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

/** The mails the platform's development mailbox received (its REST API). */
async function mailbox(): Promise<MailboxMail[]> {
  const answer = await fetch(`${process.env.E2E_MAILBOX_URL}/api/email`);
  expect(answer.ok).toBe(true);
  return (await answer.json()) as MailboxMail[];
}

/**
 * As the administrator: an external adviser subscribed to MILDIOU today (not a demo persona) and
 * a farmer with MILDIOU plots who has not chosen that adviser (not the consent spec's AGRI0001).
 */
async function adviserAndFarmer(page: Page) {
  await logIn(page, PERSONAS.admin);
  const advisers = await apiGet<AdviserRow[]>(page, '/api/conseillers');
  const candidates = advisers.filter(
    (a) => a.type_conseiller !== 'BSV' && !a.mail.endsWith('@demo.fr'),
  );
  for (const candidate of candidates.reverse()) {
    const adviser = await apiGet<AdviserRow>(page, `/api/conseillers/${candidate.id_conseiller}`);
    const subscribed = (adviser.abonnements ?? []).some(
      (s) =>
        s.service === 'MILDIOU' &&
        s.date_debut <= E2E_PLATFORM_DATE &&
        E2E_PLATFORM_DATE <= s.date_fin,
    );
    if (!subscribed) continue;
    const own = await apiGet<FarmerLink[]>(
      page,
      `/api/conseillers/${candidate.id_conseiller}/agriculteurs`,
    );
    const chosen = new Set(own.map((l) => l.code_agri_operateur));
    for (const other of candidates) {
      if (other.id_conseiller === candidate.id_conseiller) continue;
      const links = await apiGet<FarmerLink[]>(
        page,
        `/api/conseillers/${other.id_conseiller}/agriculteurs`,
      );
      const farmer = links.find(
        (l) =>
          l.service === 'MILDIOU' &&
          l.code_agri_operateur &&
          l.code_agri_operateur !== 'AGRI0001' &&
          !chosen.has(l.code_agri_operateur) &&
          l.code_operateur &&
          l.code_client,
      );
      if (farmer) return { adviser: candidate, farmer };
    }
  }
  throw new Error('no MILDIOU external adviser and farmer to ask');
}

test('an external adviser asks a farmer for consent, then reaches the plots the farmer shares', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { adviser, farmer } = await adviserAndFarmer(page);
  const adviserName = `${adviser.prenom_conseiller} ${adviser.nom_conseiller}`;
  const farmerName = [farmer.prenom_agri, farmer.nom_agri].filter(Boolean).join(' ');
  const before = (await mailbox()).length;

  // The adviser asks, from their farmers list.
  await page.context().clearCookies();
  await logInThroughForm(page, adviser.mail);
  await page.goto('/gestion/agriculteurs');
  await page.getByRole('button', { name: 'Demander un consentement' }).click(FIRST_LOAD);
  const dialog = page.getByRole('dialog', { name: 'Demander le consentement d’un agriculteur' });
  await dialog
    .getByRole('textbox', { name: 'Code agriculteur' })
    .fill(farmer.code_agri_operateur ?? '');
  await dialog.getByRole('textbox', { name: 'Opérateur' }).fill(farmer.code_operateur ?? '');
  await dialog.getByRole('textbox', { name: 'Client' }).fill(farmer.code_client ?? '');
  const service = dialog.getByRole('combobox', { name: 'Service' });
  if ((await service.inputValue()) !== 'Mildiou') {
    await service.click();
    await page.getByRole('option', { name: 'Mildiou', exact: true }).click();
  }
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const sent = page
    .getByText(/^La demande a été envoyée à l'agriculteur/)
    .waitFor({ state: 'visible', timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await sent;
  await expect(dialog).toBeHidden();

  // One mail, to the farmer, naming the adviser, with the signed link.
  await expect.poll(async () => (await mailbox()).length, { timeout: 15_000 }).toBe(before + 1);
  const mail = (await mailbox()).at(-1);
  expect(mail?.subject).toContain(`${adviserName} vous demande l’accès à vos données Mildiou`);
  const to = mail?.to[0]?.address ?? '';
  const url = mail?.text.split('\n').find((line) => line.includes('/consentement/compte?')) ?? '';
  const link = new URL(url);
  expect(Object.fromEntries(link.searchParams)).toMatchObject({
    agri: farmer.code_agri_operateur,
    operateur: farmer.code_operateur,
    client: farmer.code_client,
    service: 'MILDIOU',
  });

  // A tampered copy opens nothing.
  await page.context().clearCookies();
  const signature = link.searchParams.get('signature') ?? '';
  const tampered = new URL(link);
  tampered.searchParams.set(
    'signature',
    `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`,
  );
  await page.goto(`${tampered.pathname}${tampered.search}`);
  await expect(page.getByRole('alert')).toContainText(INVALID, FIRST_LOAD);
  await expect(page.getByRole('tab')).toHaveCount(0);

  // The farmer follows the link: their own area, their registered address the mail went to.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('tab', { name: 'Compte', selected: true })).toBeVisible(FIRST_LOAD);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(to);
  await page.getByRole('tab', { name: 'Gestion' }).click();
  await page.getByRole('button', { name: 'Ajouter un conseiller' }).click();
  const form = page.getByRole('dialog', { name: 'Donner accès à un conseiller' });
  await form.getByRole('combobox', { name: 'Conseiller' }).fill(adviser.nom_conseiller);
  await page.getByRole('option', { name: new RegExp(`^${adviserName}`) }).click();
  await form.getByRole('radio', { name: 'Toutes mes parcelles', exact: true }).check();
  const granted = page
    .getByText("L'accès du conseiller a été enregistré.", { exact: true })
    .waitFor({ state: 'visible', timeout: 20_000 });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await granted;

  // The adviser validates the consent and reaches the farmer's plots from the list.
  await page.context().clearCookies();
  await logInThroughForm(page, adviser.mail);
  await page.goto('/gestion/agriculteurs');
  const table = page.getByRole('table', { name: 'Agriculteurs du service Mildiou' });
  await table
    .getByRole('button', { name: `Valider le consentement de ${farmerName}` })
    .first()
    .click(FIRST_LOAD);
  const view = table.getByRole('button', { name: `Voir les parcelles de ${farmerName}` }).first();
  await view.click(FIRST_LOAD);
  const shared = (
    await apiGet<BlightRow[]>(page, `/api/maladiesPdt/situationMildiou?campagne=${CAMPAIGN}`)
  ).filter((plot) => plot.farmer === farmer.code_agri_operateur);
  expect(shared.length).toBeGreaterThan(0);
  const plots = page
    .getByRole('dialog', { name: `Parcelles de ${farmerName} – Mildiou` })
    .getByRole('table', { name: `Parcelles de ${farmerName}` });
  await expect(plots.getByRole('row')).toHaveCount(Math.min(shared.length, 15) + 1, FIRST_LOAD);
  for (const plot of shared.slice(0, 15)) {
    await expect(plots).toContainText(`${plot.plot_name} (${plot.id})`);
  }
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const first = shared[0];
  if (!first) throw new Error('no shared plot');
  await plots
    .getByRole('link', { name: `Voir le détail de la parcelle ${first.plot_name}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/mildiou/parcelle/${first.id}$`));
});

interface WaterBalanceRow {
  id: number;
  nom_parcelle: string;
  code_agri: string | null;
}
interface ValidatedLink extends FarmerLink {
  validation_conseiller: number | string | null;
  date_debut: string;
  date_fin: string;
}

/**
 * As the administrator: a generated external adviser subscribed to the water balance with a
 * validated BILANHYDRIQUE consent running today, of a farmer whose name is theirs alone.
 */
async function waterBalanceAdviserAndFarmer(page: Page) {
  await logIn(page, PERSONAS.admin);
  const advisers = await apiGet<AdviserRow[]>(page, '/api/conseillers');
  for (const candidate of advisers.filter((a) => a.mail.endsWith('@conseil-demo.fr'))) {
    const adviser = await apiGet<AdviserRow>(page, `/api/conseillers/${candidate.id_conseiller}`);
    const subscribed = (adviser.abonnements ?? []).some(
      (s) =>
        s.service === 'BILANHYDRIQUE' &&
        s.date_debut <= E2E_PLATFORM_DATE &&
        E2E_PLATFORM_DATE <= s.date_fin,
    );
    if (!subscribed) continue;
    const links = (
      await apiGet<ValidatedLink[]>(
        page,
        `/api/conseillers/${candidate.id_conseiller}/agriculteurs`,
      )
    ).filter((l) => l.service === 'BILANHYDRIQUE');
    const nameOf = (l: FarmerLink) => [l.prenom_agri, l.nom_agri].filter(Boolean).join(' ');
    const farmer = links.find(
      (l) =>
        String(l.validation_conseiller) === '1' &&
        l.date_debut.slice(0, 10) <= E2E_PLATFORM_DATE &&
        E2E_PLATFORM_DATE <= l.date_fin.slice(0, 10) &&
        l.code_agri_operateur &&
        links.filter((other) => nameOf(other) === nameOf(l)).length === 1,
    );
    if (farmer) return { adviser: candidate, farmer, farmerName: nameOf(farmer) };
  }
  throw new Error('no external water-balance adviser with a validated consent');
}

test("an external water-balance adviser reaches the water-balance plots a farmer's consent shares, the most urgent first", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { adviser, farmer, farmerName } = await waterBalanceAdviserAndFarmer(page);

  await page.context().clearCookies();
  await logInThroughForm(page, adviser.mail);
  await page.goto('/gestion/agriculteurs');
  const table = page.getByRole('table', { name: 'Agriculteurs du service Bilan hydrique' });
  await table
    .getByRole('button', { name: `Voir les parcelles de ${farmerName}` })
    .click(FIRST_LOAD);
  // What the model API shares with this adviser, kept to the farmer's, most urgent first.
  const shared = (await apiGet<(WaterBalanceRow & RiskDisplayPlot)[]>(page, '/api/bhs'))
    .filter((plot) => plot.code_agri === farmer.code_agri_operateur)
    .sort((a, b) => waterBalanceUrgencyKey(a) - waterBalanceUrgencyKey(b));
  expect(shared.length).toBeGreaterThan(0);
  const dialog = page.getByRole('dialog', { name: `Parcelles de ${farmerName} – Bilan hydrique` });
  const plots = dialog.getByRole('table', { name: `Parcelles de ${farmerName}` });
  await expect(plots.getByRole('row')).toHaveCount(Math.min(shared.length, 15) + 1, FIRST_LOAD);
  for (const plot of shared.slice(0, 15)) await expect(plots).toContainText(plot.nom_parcelle);
  const first = shared[0];
  if (!first) throw new Error('no shared plot');
  const mostUrgent = shared.filter(
    (plot) => waterBalanceUrgencyKey(plot) === waterBalanceUrgencyKey(first),
  );
  const firstRow = (await plots.getByRole('row').nth(1).textContent()) ?? '';
  expect(mostUrgent.some((plot) => firstRow.includes(plot.nom_parcelle))).toBe(true);
  await expectNoAccessibilityViolations(page);
  await expectPhoneWidthAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await plots
    .getByRole('link', { name: `Voir le détail de la parcelle ${first.nom_parcelle}` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bilanhydrique\/parcelle\/\d+$/);
});
