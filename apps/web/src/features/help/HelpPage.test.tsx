import type { HelpAnswer, HelpSection } from '@agro/contracts/help-resources';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes';
import { helpBff } from '../../test/help-bff';
import { adviserSession } from '../../test/sessions';
import { renderRoutes } from '../../test/render';
import { findScreenTitle } from '../../test/screens';
import { externalSession, fertiSession } from '../../test/sessions';

const mildiou: HelpSection = {
  key: 'mildiou',
  label: 'Mildiou',
  resources: [
    {
      kind: 'pdf',
      title: 'Tableau de bord et conseils',
      url: '/aide/notice-mildiou.pdf',
      description: 'Lire la carte des risques.',
    },
  ],
};
const station: HelpSection = {
  key: 'station',
  label: 'Station',
  resources: [{ kind: 'pdf', title: 'Stations connectées', url: '/aide/notice-stations.pdf' }],
};
const stades: HelpSection = {
  key: 'stades',
  label: 'Stades et Maladies',
  resources: [
    {
      kind: 'video',
      title: 'Le recalage pas à pas',
      url: '/aide/recalage.mp4',
      captions: '/aide/recalage.vtt',
      description: 'Démonstration de 3 minutes.',
    },
    { kind: 'video', title: 'Les stades du maïs', url: 'https://videos.example.org/watch?v=mais' },
  ],
};

const allSections: HelpAnswer = { sections: [mildiou, station, stades] };

/** The page itself: the shell's menu has a 'Mildiou' button of its own. */
const page = () => within(screen.getByRole('main'));

async function openHelp(answer: Parameters<typeof helpBff>[1], session = adviserSession) {
  const requests = helpBff(session, answer);
  renderRoutes(buildRoutes(), '/help');
  expect(await findScreenTitle('Aide')).toBeTruthy();
  return { requests, user: userEvent.setup() };
}

describe('help page', () => {
  it('shows one collapsible section per section the BFF gives, in order', async () => {
    await openHelp(allSections);
    const controls = await page().findAllByRole('button', { name: /Mildiou|Station|Stades/ });
    expect(controls.map((control) => control.textContent)).toEqual([
      'Mildiou',
      'Station',
      'Stades et Maladies',
    ]);
    for (const control of controls) expect(control.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows only the sections of the rights held', async () => {
    await openHelp({ sections: [mildiou] }, externalSession('v3'));
    expect(await page().findByRole('button', { name: 'Mildiou' })).toBeTruthy();
    expect(page().queryByRole('button', { name: 'Station' })).toBeNull();
    expect(page().queryByRole('button', { name: 'Stades et Maladies' })).toBeNull();
  });

  it('lists the PDF notices of an opened section as links opening a new tab', async () => {
    const { user } = await openHelp(allSections);
    await user.click(await page().findByRole('button', { name: 'Mildiou' }));
    const link = await page().findByRole('link', {
      name: 'Tableau de bord et conseils (PDF) (nouvelle fenêtre)',
    });
    expect(link.getAttribute('href')).toBe('/aide/notice-mildiou.pdf');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('Lire la carte des risques.')).toBeTruthy();
    expect(page().getByRole('button', { name: 'Mildiou' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('plays a video file in the page, with its captions, and links to a video page', async () => {
    const { user } = await openHelp(allSections);
    await user.click(await page().findByRole('button', { name: 'Stades et Maladies' }));
    const region = await page().findByRole('region', { name: 'Stades et Maladies' });
    const caption = await within(region).findByText('Le recalage pas à pas (vidéo)');
    const figure = caption.closest('figure') as HTMLElement;
    const video = figure.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/aide/recalage.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
    const track = video?.querySelector('track');
    expect(track?.getAttribute('kind')).toBe('captions');
    expect(track?.getAttribute('src')).toBe('/aide/recalage.vtt');
    expect(within(figure).getByText('Démonstration de 3 minutes.')).toBeTruthy();

    const videoPage = within(region).getByRole('link', { name: /Les stades du maïs \(vidéo\)/ });
    expect(videoPage.getAttribute('href')).toBe('https://videos.example.org/watch?v=mais');
    expect(videoPage.getAttribute('target')).toBe('_blank');
  });

  it('promises videos only when the resources hold some', async () => {
    await openHelp({ sections: [mildiou, station] });
    expect(
      await page().findByText("Ouvrez la rubrique d'un module pour consulter ses notices."),
    ).toBeTruthy();
    expect(page().queryByText(/vidéo/)).toBeNull();
  });

  it('mentions the videos when a section has some', async () => {
    await openHelp(allSections);
    expect(
      await page().findByText(
        "Ouvrez la rubrique d'un module pour consulter ses notices et ses vidéos.",
      ),
    ).toBeTruthy();
  });

  it('tells a user without any help section so, with the support address', async () => {
    await openHelp({ sections: [] }, fertiSession);
    expect(
      await screen.findByText(
        "Aucune notice d'aide ne correspond aux modules auxquels vous avez accès.",
      ),
    ).toBeTruthy();
    const support = await page().findByRole('link', { name: 'aide@test.fr' });
    expect(support.getAttribute('href')).toBe('mailto:aide@test.fr');
    expect(page().queryByRole('button', { name: 'Mildiou' })).toBeNull();
  });

  it('says when the help cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const { requests, user } = await openHelp(() =>
      fail
        ? { status: 503, body: { code: 503, message: 'Erreur API (services.errors)' } }
        : { status: 200, body: allSections },
    );
    const card = await screen.findByRole('alert');
    expect(within(card).getByText("L'aide n'a pas pu être chargée")).toBeTruthy();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Réessayer' }));
    expect(await page().findByRole('button', { name: 'Mildiou' })).toBeTruthy();
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/bff/help').length).toBeGreaterThan(1),
    );
  });
});
