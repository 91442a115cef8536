// The own-plot page against a fake BFF: 'Mes parcelles uniquement' keeps the user's plots and
// offers their delete only, an unreadable file says so, and a file's red cells show in the
// preview (the Web Worker is replaced by the same check on the page's thread, jsdom has none).
import type { CapPlot } from '@agro/contracts/entities/stages';
import { FILE_UNREADABLE } from '@agro/domain/stages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../../app/routes';
import { renderRoutes, type RecordedRequest } from '../../../test/render';
import { setScreenWidth } from '../../../test/screen-width';
import { adviserSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';
import { checkOwnPlotCsv } from './csv-import';

vi.mock('./csv-check', async () => {
  const { UnreadableCsv } = await import('./csv-import');
  return {
    NoFileSupport: class extends Error {},
    readText: (file: File) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(file);
      }),
    checkInWorker: async (text: string) => {
      try {
        return checkOwnPlotCsv(text);
      } catch {
        throw new UnreadableCsv('unreadable');
      }
    },
  };
});

const plot = (id: number, code: string): CapPlot =>
  ({
    id_plot: id,
    code_parcelle_os: code,
    castype: 0,
    codeespece: 17,
    date_semis: '2025-10-12',
    variete: 'Rubisko',
    var_origine: null,
    code_station: '0120',
    nom_user: 'Jean Dupont',
    etat_calcul: 'ok',
    note_septo: 5,
    precocite_montaison: 4,
  }) as unknown as CapPlot;

const plots = [plot(700001, 'jdupont_essai01'), plot(700030, 'conseiller@demo.fr_p1')];

function bff(): RecordedRequest[] {
  return signedInBff({ session: adviserSession, platformDate: '2026-06-15' }, (request) => {
    if (request.url === '/api/previCap/plots?type=arvalis') {
      return { status: 200, body: { data: plots } };
    }
    if (request.url === '/api/previCap/plots?type=clients_e1c') {
      return { status: 200, body: { data: [] } };
    }
    if (request.method === 'DELETE') return { status: 200, body: { data: 1 } };
    return undefined;
  });
}

beforeEach(() => setScreenWidth(1280));

describe('own plots', () => {
  it("keeps the user's plots at first and offers the delete of those only", async () => {
    bff();
    renderRoutes(buildRoutes(), '/stade/cap/mesures');
    const table = await screen.findByRole('table', { name: 'Mes parcelles' }, { timeout: 10_000 });
    await within(table).findByText('conseiller@demo.fr_p1');
    expect(within(table).queryByText('jdupont_essai01')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByText('Mes parcelles uniquement'));
    await within(table).findByText('jdupont_essai01');
    expect(
      within(table).queryByRole('button', { name: 'Supprimer la parcelle jdupont_essai01' }),
    ).toBeNull();
    expect(
      within(table).getByRole('button', { name: 'Supprimer la parcelle conseiller@demo.fr_p1' }),
    ).toBeTruthy();
  });

  it('says an unreadable file cannot be read, and shows the red cells of a readable one', async () => {
    bff();
    renderRoutes(buildRoutes(), '/stade/cap/mesures');
    await screen.findByRole('table', { name: 'Mes parcelles' }, { timeout: 10_000 });
    const user = userEvent.setup();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['pas un csv'], 'notes.csv', { type: 'text/csv' }));
    expect(await screen.findByText(FILE_UNREADABLE.replace('\u202f', ' '))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    const csv = 'code_parcelle;date_semis;code_station\r\np1;31/02/2026;12\r\np1;01/10/2025;\r\n';
    await user.upload(input, new File([csv], 'parcelles.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 lignes lues, 4 cellules en rouge à corriger.')).toBeTruthy();
    const preview = screen.getByRole('table', { name: 'Aperçu du fichier' });
    await waitFor(() =>
      expect(within(preview).getAllByText('(à corriger)', { exact: false })).toHaveLength(4),
    );
  });
});
