// The Mycolis screen against a fake BFF: the title's filtered over total count and the map shown
// only while a filter is on; a file checked (the worker's steps run on the page's thread, jsdom
// has none), its unknown previous crop e-mailed, a variety corrected, the corrected file produced
// and the rows sent as Mycolis batches for the chosen client.
import type { MycolisPlot } from '@agro/contracts/entities/stages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecordedRequest } from '../../../test/render';
import { openScreen } from '../../../test/open-screen';
import { findScreenTitle } from '../../../test/screens';
import { setScreenWidth } from '../../../test/screen-width';
import { adminSession } from '../../../test/sessions';
import { signedInBff, TEST_CONFIG } from '../../../test/signed-in-bff';
import type * as MycolisCheck from './mycolis-check';

type MycolisCheckModule = typeof MycolisCheck;

vi.mock('../../../components/MapView', () => import('../../../test/map-stand-in'));
const saved: { fileName: string; blob: Blob }[] = [];
vi.mock('../../../lib/table-export', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  saveFile: (file: { fileName: string; blob: Blob }) => saved.push(file),
}));
vi.mock('./mycolis-check', async (importOriginal) => {
  const actual = await importOriginal<MycolisCheckModule>();
  const { mycolisSession } = await import('./mycolis-session');
  return {
    ...actual,
    mycolisChecker: () => {
      const answer = mycolisSession();
      return { ask: async (request: never) => answer(request), close: () => undefined };
    },
  };
});

const plot = (id: number, client: string, departement: string): MycolisPlot => ({
  nom_operateur: 'Coopérative Terres du Nord',
  id_operateur: 1,
  id_user: id,
  nom_user: client,
  code_parcelle_os: `P${id}`,
  id_plot: id,
  codeespece: 17,
  date_semis: '2025-10-15',
  variete: 'Chevignon',
  labour: true,
  code_precedent: 'colza',
  a_calculer: 1,
  date_calcul: '2026-06-15T06:00:00Z',
  date_fin_previsions: '2026-06-24',
  code_dept: departement,
  x: -1.68,
  y: 48.11,
  nom_commune: 'RENNES',
  ind_parcelle: `EXP|P${id}`,
});

const plots = [plot(1, 'Agence Nord', '35'), plot(2, 'Agence Sud', '56')];

const FILE = [
  'code_exploitation;nom_parcelle;code_parcelle;espece;variete;date_semis;labour;precedent;surface;exploitation;code_insee;latitude;longitude;code_postal;commune',
  "E1;Haut;A1;blé tendre d'hiver;Chevignon;15/10/2025;OUI;colza;4,5;EARL;35238;48.11;-1.68;35000;Rennes",
  "E1;Bas;A2;blé tendre d'hiver;Chevignn;15/10/2025;N;colza;2;EARL;35238;48.11;-1.68;35000;Rennes",
  "E1;Bois;A3;blé tendre d'hiver;Chevignon;16/10/2025;1;Féverole;3;EARL;;;;35000;Renes",
  '',
].join('\r\n');

function bff(): RecordedRequest[] {
  return signedInBff({ session: adminSession, platformDate: '2026-06-15' }, (request) => {
    const { url } = request;
    if (url === '/api/previCap/mycolis/plots') return { status: 200, body: { data: plots } };
    if (url === '/api/previCap/plots/stades/2?type=mycolis') {
      const data = { stade_epi1cm: '2026-03-28', stade_1n: '2026-04-10', stade_2n: null };
      return { status: 200, body: { data } };
    }
    if (url === '/api/previCap/mycolis/users') {
      return { status: 200, body: { data: [{ name: 'Agence Nord', code_organisme: 'CLI01' }] } };
    }
    if (url.startsWith('/api/previCap/liste/variete')) {
      const data = ['Chevignon', 'Rubisko'].map((variete) => ({ variete, type_espece: '17' }));
      return { status: 200, body: { data } };
    }
    if (url === '/api/previCap/list/precedent') {
      return { status: 200, body: { data: [{ codeaee: 'colza' }] } };
    }
    if (url === '/api/cp/data/gouv?departements=35') {
      const rennes = {
        code_postal: '35000',
        nom_de_la_commune: 'RENNES',
        code_commune_insee: '35238',
        _geopoint: '48.11, -1.68',
      };
      return { status: 200, body: { data: [rennes] } };
    }
    if (url === '/api/send-email') return { status: 200, body: { data: 1 } };
    if (url === '/api/previCap/plots/add') {
      const sent = (request.body as { csv: unknown[] }).csv.length;
      return {
        status: 200,
        body: { data: { ajout: sent, modif: 0, erreur: { nombre: 0, liste: [] } } },
      };
    }
    return undefined;
  });
}

beforeEach(() => {
  setScreenWidth(1280);
  saved.length = 0;
});

describe('the Mycolis screen', () => {
  it('counts the filtered plots over all in its title and maps them while a filter is on', async () => {
    bff();
    const user = await openScreen('/stade/cap/mycolis', 'Import Mycolis (2 / 2)', {
      timeout: 10_000,
    });
    expect(screen.queryByRole('list', { name: 'Carte des parcelles Mycolis' })).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Département' }));
    await user.click(await screen.findByRole('option', { name: '56' }));
    await findScreenTitle('Import Mycolis (1 / 2)');
    const map = await screen.findByRole('list', { name: 'Carte des parcelles Mycolis' });
    expect(within(map).getAllByRole('listitem')).toHaveLength(1);
    expect(within(map).getByText('P2')).toBeTruthy();

    // A row's panel reads the plot's stages.
    const table = screen.getByRole('table', { name: 'Parcelles Mycolis' });
    await user.click(
      within(table).getAllByRole('button', { name: 'Développer' })[0] as HTMLElement,
    );
    await screen.findByText('28/03/2026');
    expect(screen.getByText('10/04/2026')).toBeTruthy();
  });

  it('checks a file, e-mails its unknown previous crop, corrects it and imports it for the client', async () => {
    const requests = bff();
    const user = await openScreen('/stade/cap/mycolis', /^Import Mycolis/);
    await user.click(
      screen.getByRole('button', { name: 'Corriger ou Importer des parcelles Mycolis' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Client Mycolis' }));
    await user.click(await screen.findByRole('option', { name: 'Agence Nord (CLI01)' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([FILE], 'mycolis.csv', { type: 'text/csv' }));
    await screen.findByText('Le fichier contient 3 parcelles.');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));

    const dialog = await screen.findByRole('dialog', { name: 'Bilan des écarts à corriger' });
    await within(dialog).findByText(/3 lignes vérifiées, 2 lignes en erreur/);
    await within(dialog).findByText(/Précédents inconnus signalés par e-mail/);
    const mail = requests.find((r) => r.url === '/api/send-email');
    expect(mail?.body).toMatchObject({ recipients: [TEST_CONFIG.supportEmail] });
    // The server sets the sender.
    expect(mail?.body).not.toHaveProperty('sender');
    expect(JSON.stringify(mail?.body)).toContain('Féverole');
    expect(within(dialog).getByRole('button', { name: 'Importer' }).hasAttribute('disabled')).toBe(
      true,
    );

    await user.click(
      within(dialog).getByRole('combobox', {
        name: 'Correction de « Chevignn » (Erreur de variété.)',
      }),
    );
    await user.click(await screen.findByRole('option', { name: 'Chevignon' }));
    await user.click(
      within(dialog).getByRole('button', { name: 'Télécharger le fichier corrigé' }),
    );
    await within(dialog).findByText(/Fichier corrigé : 2 parcelles/);
    expect(saved[0]?.fileName).toBe('20260615_mycolis_CLI01_corrige.csv');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]?.blob as Blob);
    });
    // Renes is completed from its close commune; the Féverole row is left out.
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Importer' }));

    const preview = await screen.findByRole('dialog', { name: 'Aperçu du fichier corrigé' });
    await user.click(within(preview).getByRole('button', { name: /^Importer les 2\s+parcelles/ }));
    await screen.findByRole('dialog', { name: 'Import réalisé avec succès' });
    const sent = requests.filter((r) => r.url === '/api/previCap/plots/add');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ client: 'CLI01', from_mycolis: true });
    expect((sent[0]?.body as { csv: { variete: string }[] }).csv.map((row) => row.variete)).toEqual(
      ['Chevignon', 'Chevignon'],
    );
    await waitFor(() => expect(screen.getByText('Parcelles ajoutées : 2')).toBeTruthy());
  });
});
