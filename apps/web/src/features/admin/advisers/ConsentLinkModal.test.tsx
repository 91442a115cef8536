// The consent link mailed to a farmer against a fake BFF: the page sends no sender (the server sets
// it), says why the API refused a recipient, keeps the spec's message for other failures, and
// bounds the address's length.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../../test/help-bff';
import { fakeBff, renderWithProviders, type FakeAnswer } from '../../../test/render';
import { ConsentLinkModal, EMAIL_FAILED, EMAIL_SENT } from './ConsentLinkModal';

const SIGNED = { url: '/consentement/compte?agri=AGRI0001&sig=abc', expire: '2026-07-15' };
const REFUSAL = 'Destinataire inconnu\u202f: inconnu@exemple.com';

function bff(sendEmail: FakeAnswer) {
  return fakeBff(({ url }) => {
    if (url === '/bff/config') return { status: 200, body: TEST_CONFIG };
    if (url === '/bff/consent-links') return { status: 200, body: SIGNED };
    if (url === '/api/send-email') return sendEmail;
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

/** Makes a link, then mails it to the address. */
async function mailLink(recipient: string) {
  const user = userEvent.setup();
  renderWithProviders(<ConsentLinkModal opened onClose={() => undefined} />);
  const dialog = await screen.findByRole('dialog', {
    name: "Lien de consentement d'un agriculteur",
  });
  await user.type(within(dialog).getByRole('textbox', { name: /Code agriculteur/ }), 'AGRI0001');
  await user.type(within(dialog).getByRole('textbox', { name: /Opérateur/ }), 'OP01');
  await user.type(within(dialog).getByRole('textbox', { name: /Client/ }), 'CLI01');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
  const address = await within(dialog).findByRole('textbox', { name: "E-mail de l'agriculteur" });
  await user.type(address, recipient);
  await user.click(within(dialog).getByRole('button', { name: 'Envoyer le lien par e-mail' }));
  return address;
}

describe('the consent link mailed to a farmer', () => {
  it('sends no sender, the server setting it', async () => {
    const requests = bff({ status: 200, body: { data: 1 } });
    await mailLink('agri@exploitation-demo.fr');
    expect(await screen.findByText(EMAIL_SENT)).toBeTruthy();
    const mail = requests.find((r) => r.url === '/api/send-email');
    expect(mail?.body).toMatchObject({ recipients: ['agri@exploitation-demo.fr'] });
    expect(mail?.body).not.toHaveProperty('sender');
  });

  it('says which recipient the API refused', async () => {
    bff({ status: 400, body: { code: 400, message: REFUSAL } });
    await mailLink('inconnu@exemple.com');
    const info = await screen.findByRole('dialog', { name: 'Erreur' });
    // Read as written: the text matchers would turn its narrow no-break space into a space.
    expect(info.textContent).toContain(REFUSAL);
  });

  it('keeps the spec’s message for any other failure', async () => {
    bff({ status: 500, body: { code: 500, message: 'Erreur API (services.errors)' } });
    await mailLink('agri@exploitation-demo.fr');
    const info = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(info).getByText(EMAIL_FAILED)).toBeTruthy();
  });

  it('keeps the spec’s message for a 400 that says nothing of its own', async () => {
    bff({ status: 400, body: { code: 400, message: 'Erreur API (services.errors)' } });
    await mailLink('agri@exploitation-demo.fr');
    const info = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(info).getByText(EMAIL_FAILED)).toBeTruthy();
  });

  it('bounds the address to 254 characters', async () => {
    bff({ status: 200, body: { data: 1 } });
    const address = await mailLink('agri@exploitation-demo.fr');
    expect(address.getAttribute('maxlength')).toBe('254');
  });
});
