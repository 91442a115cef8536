import { describe, expect, it } from 'vitest';
import {
  helpFor,
  helpMediaOrigins,
  isAllowedHelpUrl,
  parseHelpResources,
  type HelpResources,
} from './help-resources.ts';
import { isVideoFile } from './help-sections.ts';

const notice = { kind: 'pdf', title: 'Notice', url: '/aide/notice.pdf' } as const;

const resources: HelpResources = {
  mildiou: [{ ...notice, title: 'Mildiou' }],
  station: [{ ...notice, title: 'Station' }],
  stades: [
    {
      kind: 'video',
      title: 'Recalage en vidéo',
      url: 'https://videos.example/recalage.mp4',
      captions: '/aide/recalage.vtt',
    },
  ],
};

const parse = (value: unknown) => parseHelpResources(JSON.stringify(value), 'aide.json');

describe('help resources file', () => {
  it('reads sections of PDF notices and videos, an absent section being empty', () => {
    expect(
      parse({
        mildiou: [{ ...notice, description: '  Lire le tableau de bord  ' }],
        stades: [{ kind: 'video', title: 'Stades', url: 'https://www.example.org/watch?v=1' }],
      }),
    ).toEqual({
      mildiou: [{ ...notice, description: 'Lire le tableau de bord' }],
      station: [],
      stades: [{ kind: 'video', title: 'Stades', url: 'https://www.example.org/watch?v=1' }],
    });
  });

  it('accepts only paths of the site and https addresses', () => {
    for (const url of ['/aide/notice.pdf', '/videos/a.mp4?v=2', 'https://cdn.example/a.pdf']) {
      expect(isAllowedHelpUrl(url), url).toBe(true);
    }
    for (const url of [
      'http://cdn.example/a.pdf',
      'javascript:alert(1)',
      'data:application/pdf;base64,AAAA',
      '//autre.example/a.pdf',
      '/\\autre.example/a.pdf',
      'aide/notice.pdf',
      'https://user:secret@cdn.example/a.pdf',
      '/aide/notice finale.pdf',
      '',
    ]) {
      expect(isAllowedHelpUrl(url), url).toBe(false);
    }
  });

  it('names the file and every faulty entry, in French', () => {
    let message = '';
    try {
      parse({
        mildiou: [{ ...notice, url: 'http://exemple.fr/notice.pdf' }],
        meteo: [],
        stades: [{ kind: 'audio', title: '', url: '/a.mp3' }],
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("aide.json\u202f: ressources d'aide invalides");
    expect(message).toContain('adresse attendue');
    expect(message).toContain('mildiou[0].url');
    expect(message).toContain('"meteo"');
    expect(message).toContain('type attendu\u202f: « pdf » ou « video »');
    expect(message).toContain('titre requis');
  });

  it('refuses a file that is not JSON', () => {
    expect(() => parseHelpResources('{ mildiou: [', 'aide.json')).toThrow(
      'aide.json\u202f: JSON illisible',
    );
  });

  it('takes captions only for video files, and only from the site', () => {
    expect(() => parse({ mildiou: [{ ...notice, captions: '/aide/notice.vtt' }] })).toThrow(
      'sous-titres',
    );
    expect(() =>
      parse({ stades: [{ ...resources.stades[0], captions: 'https://autre.example/s.vtt' }] }),
    ).toThrow('sous-titres attendus sur le site');
    expect(() =>
      parse({
        mildiou: [
          {
            kind: 'video',
            title: 'V',
            url: 'https://www.example.org/watch?v=1',
            captions: '/a.vtt',
          },
        ],
      }),
    ).toThrow('fichier vidéo');
  });
});

describe('help answer', () => {
  it('keeps the sections of the read rights held, in the order Mildiou, Station, Stades', () => {
    const all = helpFor(['STADES', 'METEO', 'MILDIOU', 'ADMIN'], resources);
    expect(all.sections.map((section) => section.label)).toEqual([
      'Mildiou',
      'Station',
      'Stades et Maladies',
    ]);
    expect(all.sections[0]?.resources).toEqual(resources.mildiou);
  });

  it('denies by default: a write right alone or other rights open nothing', () => {
    expect(helpFor(['MILDIOU-ecriture', 'CHN', 'QN'], resources).sections).toEqual([]);
    expect(helpFor(['METEO'], resources).sections.map((s) => s.key)).toEqual(['station']);
  });
});

describe('help videos', () => {
  it('tells video files from video pages', () => {
    expect(isVideoFile('/aide/video.MP4')).toBe(true);
    expect(isVideoFile('https://cdn.example/v.webm?token=1')).toBe(true);
    expect(isVideoFile('https://www.example.org/watch?v=abc.mp4')).toBe(false);
  });

  it('lists the other origins of video files for the page policy', () => {
    expect(helpMediaOrigins(resources)).toEqual(['https://videos.example']);
    expect(
      helpMediaOrigins({
        ...resources,
        stades: [{ kind: 'video', title: 'Page', url: 'https://www.example.org/watch?v=1' }],
      }),
    ).toEqual([]);
  });
});
