import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { MapPopup } from './MapPopup';

describe('MapPopup', () => {
  it('makes the title the link to the detail, in a new tab, and reads unknown facts as a dash', () => {
    renderWithProviders(
      <MapPopup
        title="Parcelle 12"
        detail={{
          href: '/ferti/chn/parcelle/12',
          hidden: '\u202f: voir le détail (nouvelle fenêtre)',
        }}
        facts={[
          ['Variété', 'Chevignon'],
          ['Débouché', null],
          ['Date de semis', ''],
        ]}
      />,
    );
    // jsdom's name computation trims the hidden part's leading narrow no-break space.
    const link = screen.getByRole('link', {
      name: /^Parcelle 12\s*: voir le détail \(nouvelle fenêtre\)$/,
    });
    expect(link.getAttribute('href')).toBe('/ferti/chn/parcelle/12');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
    expect(screen.getByText('Variété : Chevignon')).toBeTruthy();
    expect(screen.getByText('Débouché : -')).toBeTruthy();
    expect(screen.getByText('Date de semis : -')).toBeTruthy();
  });

  it('puts a worded link under the facts, the title then plain text', () => {
    renderWithProviders(
      <MapPopup
        title="Arras 1"
        facts={[['État', 'Réception complète']]}
        detail={{
          href: '/meteo/station/1',
          text: 'Voir le détail de la station',
          hidden: ' Arras 1 (nouvel onglet)',
        }}
      />,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Voir le détail de la station Arras 1 (nouvel onglet)',
    ]);
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('Arras 1')).toBeTruthy();
    expect(screen.getByText('État : Réception complète')).toBeTruthy();
  });
});
