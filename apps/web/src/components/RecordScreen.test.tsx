import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { RecordHeader } from './RecordScreen';

const back = { to: '/suivi', label: 'Retour au suivi' };

function renderHeader(header: ReactNode) {
  return renderRoutes([{ path: '/parcelle', element: header }], '/parcelle');
}

describe('RecordHeader', () => {
  it("titles the page with the record's name under the screen's caption, badges under it", async () => {
    renderHeader(
      <RecordHeader
        texts={{ screenTitle: 'Détail de la station', back }}
        title="Station 12"
        badges={<span>Réception complète</span>}
        action={<button type="button">Parcelles mildiou</button>}
      />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Station 12' })).toBeTruthy();
    expect(screen.getByText('Détail de la station')).toBeTruthy();
    expect(screen.getByText('Réception complète')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Parcelles mildiou' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au suivi' }).getAttribute('href')).toBe(
      '/suivi',
    );
  });

  it("titles the page with the screen's name and names the record under it", async () => {
    renderHeader(
      <RecordHeader
        texts={{ screenTitle: 'Détail de la parcelle QN', back }}
        subtitle="Parcelle 42"
      />,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Détail de la parcelle QN' }),
    ).toBeTruthy();
    expect(screen.getByText('Parcelle 42')).toBeTruthy();
  });
});
