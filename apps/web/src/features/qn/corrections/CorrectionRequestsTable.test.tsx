import type { QnCorrectionRequest } from '@agro/contracts/entities/ferti';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { adminSession, fertiSession } from '../../../test/sessions';
import { signedInBff } from '../../../test/signed-in-bff';
import type { SessionAnswer } from '../../../lib/session';
import { CorrectionRequestsTable } from './CorrectionRequestsTable';

const REQUESTS: QnCorrectionRequest[] = [
  {
    id: 7,
    demandeur: 'ferti@demo.fr',
    date_demande: '2026-06-12T08:30:00Z',
    parcelles: [101, 102],
    correction_type: 'preco_finale',
    correction_valeur: [80],
    validation: false,
  },
  {
    id: 5,
    demandeur: 'ferti@demo.fr',
    date_demande: '2026-06-02T09:00:00Z',
    parcelles: [103],
    correction_type: 'preco_finale',
    correction_valeur: [60],
    validation: true,
  },
];

function open(session: SessionAnswer) {
  signedInBff({ session }, (request) =>
    request.url === '/api/qn/corrections' ? { status: 200, body: { data: REQUESTS } } : undefined,
  );
  renderWithProviders(<CorrectionRequestsTable />);
}

describe('QN correction requests', () => {
  it("shows a user who does not validate their own requests and each one's state, nothing to validate", async () => {
    open(fertiSession);
    const table = await screen.findByRole('table', { name: 'Mes demandes de correction' });
    expect(await within(table).findByRole('img', { name: 'En attente' })).toBeTruthy();
    expect(within(table).getByRole('img', { name: 'Validée' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /^Valider la demande/ })).toBeNull();
  });

  it('offers an administrator to validate each waiting request', async () => {
    open(adminSession);
    const table = await screen.findByRole('table', { name: 'Demandes de correction' });
    expect(await within(table).findByRole('button', { name: 'Valider la demande 7' })).toBeTruthy();
    expect(within(table).queryByRole('button', { name: 'Valider la demande 5' })).toBeNull();
  });
});
