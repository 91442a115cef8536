import { COMMENT_MAX } from '@agro/contracts/catalogue/input-limits';
import type { Comment } from '@agro/contracts/entities/platform';
import { DEFAULT_PLATFORM_CONFIG } from '@agro/contracts/platform-defaults';
import { todayIso } from '@agro/domain/dates';
import { notifications } from '@mantine/notifications';
import { DEFAULT_LABELS } from '@mantine/tiptap';
import { getDefaultNormalizer, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/Providers';
import { resetDialogs } from '../../lib/dialog-store';
import { createQueryClient } from '../../lib/query-client';
import { fakeBff, type FakeAnswer, type RecordedRequest } from '../../test/render';
import { PlotCommentsDialog } from './PlotCommentsDialog';

/** The questions' narrow no-break space before '?' is compared as it is, not as a plain space. */
const EXACT_SPACES = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };

// ProseMirror measures the selection to scroll it into view; jsdom has no layout, so these
// stand-ins answer with empty boxes.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
const emptyRect = () => new DOMRect(0, 0, 0, 0);
Range.prototype.getClientRects = emptyRects;
Range.prototype.getBoundingClientRect = emptyRect;
document.elementFromPoint = () => null;

const PLOT = 100250;
const LIST_URL = `/api/comments/plots/${PLOT}/oads/BH`;

const seeded: Comment[] = [
  {
    id_commentaire: 7,
    p_dt_crea: '2026-05-12T14:03:00.000Z',
    date: '2026-05-10',
    commentaire: '<p>Irrigation de <strong>30 mm</strong> réalisée.</p>',
  },
  {
    id_commentaire: 8,
    p_dt_crea: '2026-05-02T07:30:00.000Z',
    date: null,
    commentaire: '<p>Levée homogène<img src="x" onerror="window.__xss = 1"></p>',
  },
];

type Override = (request: RecordedRequest) => FakeAnswer | undefined;

/** A BFF holding the plot's comments; `override` answers a request in its own way. */
function commentsBff(override: Override = () => undefined) {
  const comments = seeded.map((comment) => ({ ...comment }));
  let next = 100;
  const requests = fakeBff((request) => {
    const special = override(request);
    if (special !== undefined) return special;
    const body = request.body as { commentaire: string; date: string } | undefined;
    if (request.url === LIST_URL && request.method === 'GET') {
      return { status: 200, body: { data: comments } };
    }
    if (request.url === LIST_URL && request.method === 'POST' && body) {
      comments.unshift({
        id_commentaire: next++,
        p_dt_crea: '2026-05-20T09:00:00.000Z',
        date: body.date,
        commentaire: body.commentaire,
      });
      return { status: 200, body: { data: 1 } };
    }
    const one = /^\/api\/comments\/(\d+)\/oads\/BH$/.exec(request.url);
    const index = comments.findIndex((c) => String(c.id_commentaire) === one?.[1]);
    const found = comments[index];
    if (one && found && request.method === 'PUT' && body) {
      comments[index] = { ...found, commentaire: body.commentaire, date: body.date };
      return { status: 200, body: { data: 1 } };
    }
    if (one && found && request.method === 'DELETE') {
      comments.splice(index, 1);
      return { status: 200, body: { data: 1 } };
    }
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
  return requests;
}

function setup(override?: Override, beforeRender?: () => void) {
  const requests = commentsBff(override);
  beforeRender?.();
  const onClose = vi.fn();
  resetDialogs();
  notifications.clean();
  // The app's own query client: failures take the shared error path, as in production.
  const queryClient = createQueryClient();
  const dialogOf = (plotId: number) => (
    <Providers queryClient={queryClient}>
      <PlotCommentsDialog plotId={plotId} oad="BH" opened onClose={onClose} />
    </Providers>
  );
  const { rerender } = render(dialogOf(PLOT));
  return {
    requests,
    onClose,
    user: userEvent.setup(),
    showPlot: (plotId: number) => rerender(dialogOf(plotId)),
  };
}

/**
 * Holds the fake BFF's answers to the requests `held` picks until `release` is called; the
 * requests are received (and recorded) at once, as a slow server would.
 */
function holdAnswers(held: (url: string, method: string) => boolean): { release: () => void } {
  const inner = globalThis.fetch;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const answer = inner(input, init);
    if (held(input, init.method ?? 'GET')) await gate;
    return answer;
  });
  return { release };
}

/** Holds the answer of GET /bff/config until `release` is called. */
const holdConfig = () => holdAnswers((url) => url === '/bff/config');

/** Holds the answers to writes until `release` is called. */
const holdWrites = () => holdAnswers((_url, method) => method !== 'GET');

/** Checks that the confirmation asks `question`, then answers Annuler and waits for it to close. */
async function cancelConfirmation(user: ReturnType<typeof userEvent.setup>, question: string) {
  const confirmation = await screen.findByRole('dialog', { name: 'Confirmation' });
  expect(within(confirmation).getByText(question, EXACT_SPACES)).toBeTruthy();
  await user.click(within(confirmation).getByRole('button', { name: 'Annuler' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull());
}

const dialog = () => screen.getByRole('dialog', { name: 'Commentaires' });
const editorField = () => within(dialog()).getByRole('textbox', { name: 'Commentaire' });
const saveButton = () => within(dialog()).getByRole('button', { name: 'Enregistrer' });
const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method !== 'GET');
const listLoads = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.url === LIST_URL).length;

/** The 15th of the month shown (the calendar also shows days of the months around it). */
function fifteenthOf(calendar: HTMLElement): HTMLElement {
  const [day] = within(calendar).getAllByRole('button', { name: /^15 / });
  if (!day) throw new Error('no 15th in the calendar');
  return day;
}

async function loaded() {
  await within(dialog()).findByText('Irrigation de', { exact: false });
}

async function write(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(editorField());
  await user.keyboard(text);
  await waitFor(() => expect(editorField().textContent).toContain(text));
}

describe('plot comments dialog', () => {
  it("lists the plot's comments with their dates, actions and sanitised body", async () => {
    const { requests } = setup();
    await loaded();
    expect(requests[0]?.headers['X-CSRF']).toBe('1');
    const [first, second, ...others] = within(dialog()).getAllByRole('listitem');
    if (!first || !second) throw new Error('two comments expected');
    expect(others).toEqual([]);
    // 14:03 UTC in May is 16:03 in Paris.
    expect(within(first).getByText('Créé le 12/05/2026 16:03')).toBeTruthy();
    expect(within(first).getByText('Date : 10/05/2026')).toBeTruthy();
    expect(within(first).getByText('30 mm').tagName).toBe('STRONG');
    expect(
      within(first).getByRole('button', {
        name: 'Modifier le commentaire du 12/05/2026 16:03',
      }),
    ).toBeTruthy();
    expect(
      within(first).getByRole('button', {
        name: 'Supprimer le commentaire du 12/05/2026 16:03',
      }),
    ).toBeTruthy();
    expect(within(second).queryByText(/^Date :/)).toBeNull();
    expect(second.querySelector('img, [onerror]')).toBeNull();
  });

  it('speaks French only: title, fields, note, buttons and every editor control', async () => {
    setup();
    await loaded();
    const box = dialog();
    expect(within(box).getByText('*champs obligatoires')).toBeTruthy();
    expect(within(box).getByRole('button', { name: 'Fermer' })).toBeTruthy();
    expect(
      within(box).getByRole('button', { name: 'Fermer la fenêtre des commentaires' }),
    ).toBeTruthy();
    expect(saveButton()).toBeTruthy();
    expect(within(box).getByRole('button', { name: /^Date/ }).textContent).toContain(
      todayIso(new Date()).split('-').reverse().join('/'),
    );
    for (const name of ['Gras', 'Italique', 'Liste à puces', 'Insérer un lien', 'Rétablir']) {
      expect(within(box).getByRole('button', { name })).toBeTruthy();
    }
    const english = new Set(
      Object.values(DEFAULT_LABELS).filter((label): label is string => typeof label === 'string'),
    );
    const names = within(box)
      .getAllByRole('button')
      .flatMap((button) => [button.getAttribute('aria-label'), button.getAttribute('title')]);
    expect(names.filter((name) => name !== null && english.has(name))).toEqual([]);
  });

  it('offers a date that cannot be typed, picked in a calendar and kept only with OK', async () => {
    const { requests, user } = setup();
    await loaded();
    const field = within(dialog()).getByRole('button', { name: /^Date/ });
    expect(within(dialog()).queryByRole('textbox', { name: /Date/ })).toBeNull();
    const today = field.textContent;

    await user.click(field);
    let calendar = await screen.findByRole('dialog', { name: 'Calendrier' });
    await user.click(within(calendar).getByRole('button', { name: 'Mois précédent' }));
    await user.click(fifteenthOf(calendar));
    await user.click(within(calendar).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Calendrier' })).toBeNull());
    expect(field.textContent).toBe(today);

    await user.click(field);
    calendar = await screen.findByRole('dialog', { name: 'Calendrier' });
    await user.click(within(calendar).getByRole('button', { name: 'Mois précédent' }));
    const fifteenth = fifteenthOf(calendar);
    const label = fifteenth.getAttribute('aria-label') ?? '';
    expect(label).toMatch(
      /^15 (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4}$/,
    );
    await user.click(fifteenth);
    await user.click(within(calendar).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(field.textContent).toMatch(/^15\/\d{2}\/\d{4}$/));

    const [day, month, year] = (field.textContent ?? '').split('/');
    await write(user, 'Comptage fait');
    await user.click(saveButton());
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect((writes(requests)[0]?.body as { date: string }).date).toBe(`${year}-${month}-${day}`);
  });

  it('creates a comment, then resets the form, reloads the list and confirms', async () => {
    const { requests, user } = setup();
    await loaded();
    const loadsBefore = listLoads(requests);
    await write(user, 'Sol ressuyé');
    await user.click(saveButton());

    await within(dialog()).findByText('Sol ressuyé');
    const post = writes(requests)[0];
    expect(post?.method).toBe('POST');
    expect(post?.url).toBe(LIST_URL);
    expect(post?.headers['X-CSRF']).toBe('1');
    expect(post?.body).toEqual({ commentaire: '<p>Sol ressuyé</p>', date: todayIso(new Date()) });
    expect(listLoads(requests)).toBe(loadsBefore + 1);
    expect(await screen.findByText('Le commentaire a bien été enregistré.')).toBeTruthy();
    await waitFor(() => expect(editorField().textContent).toBe(''));
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(3);
  });

  it('covers the page with the waiting overlay while a comment is saved or deleted', async () => {
    const { user } = setup();
    await loaded();
    const writes = holdWrites();
    await write(user, 'Note');
    await user.click(saveButton());
    expect(await screen.findByText('Chargement en cours…')).toBeTruthy();
    writes.release();
    await waitFor(() => expect(screen.queryByText('Chargement en cours…')).toBeNull());

    const deletion = holdWrites();
    await user.click(
      within(dialog()).getByRole('button', {
        name: 'Supprimer le commentaire du 12/05/2026 16:03',
      }),
    );
    const question = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(question).getByRole('button', { name: 'Oui' }));
    expect(await screen.findByText('Chargement en cours…')).toBeTruthy();
    deletion.release();
    await waitFor(() => expect(screen.queryByText('Chargement en cours…')).toBeNull());
  });

  it('loads the other plot when the plot changes, with an empty form', async () => {
    const { requests, showPlot, user } = setup();
    await loaded();
    await write(user, 'Brouillon');
    showPlot(100251);
    await within(dialog()).findByText('Aucun commentaire pour cette parcelle.');
    expect(requests.some((r) => r.url === '/api/comments/plots/100251/oads/BH')).toBe(true);
    expect(editorField().textContent).toBe('');
  });

  it('turns the selected text into a link with a labelled address field', async () => {
    const { requests, user } = setup();
    await loaded();
    await write(user, 'Notice');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(within(dialog()).getByRole('button', { name: 'Insérer un lien' }));
    const address = await screen.findByRole('textbox', { name: 'Adresse du lien' });
    await user.type(address, 'https://exemple.fr/notice');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le lien' }));
    await waitFor(() => expect(editorField().querySelector('a')).not.toBeNull());
    await user.click(saveButton());
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect((writes(requests)[0]?.body as { commentaire: string }).commentaire).toBe(
      '<p><a href="https://exemple.fr/notice" target="_blank" rel="noopener noreferrer">Notice</a></p>',
    );
  });

  it('refuses to save an empty comment and says why', async () => {
    const { requests, user } = setup();
    await loaded();
    await user.click(saveButton());
    expect(within(dialog()).getByText('Commentaire ne peut pas être vide')).toBeTruthy();
    expect(editorField().getAttribute('aria-invalid')).toBe('true');
    // Spaces alone are no comment either.
    await write(user, '   ');
    await user.click(saveButton());
    expect(within(dialog()).getByText('Commentaire ne peut pas être vide')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it('loads a comment into the form with the edit icon and saving updates it', async () => {
    const { requests, user } = setup();
    await loaded();
    await user.click(
      within(dialog()).getByRole('button', { name: 'Modifier le commentaire du 12/05/2026 16:03' }),
    );
    expect(
      within(dialog()).getByText('Modification du commentaire du 12/05/2026 16:03'),
    ).toBeTruthy();
    await waitFor(() => expect(editorField().textContent).toBe('Irrigation de 30 mm réalisée.'));
    expect(within(dialog()).getByRole('button', { name: /^Date/ }).textContent).toBe('10/05/2026');
    await user.keyboard(' Relevé ok');
    await user.click(saveButton());

    await within(dialog()).findByText(/Relevé ok/);
    const put = writes(requests)[0];
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe('/api/comments/7/oads/BH');
    expect(put?.body).toEqual({
      commentaire: '<p>Irrigation de <strong>30 mm</strong> réalisée. Relevé ok</p>',
      date: '2026-05-10',
    });
    // Back to a new comment: the next save creates.
    await waitFor(() =>
      expect(within(dialog()).queryByText(/^Modification du commentaire/)).toBeNull(),
    );
    await waitFor(() => expect(editorField().textContent).toBe(''));
  });

  describe(`stops a comment at the ${COMMENT_MAX} characters of HTML the BFF accepts`, () => {
    // The thousands separator is a no-break space, which the text matcher reads as a space.
    const TOO_LONG =
      /^Le commentaire ne peut pas dépasser 10\s000 caractères, mise en forme comprise\.$/;
    const EDIT = 'Modifier le commentaire du 12/05/2026 16:03';
    /** A BFF whose one comment has `html` for body; writes answer 1. */
    const holding = (html: string) =>
      setup((request) => {
        if (request.method === 'GET' && request.url === LIST_URL) {
          const comment = { ...seeded[0], commentaire: html } as Comment;
          return { status: 200, body: { data: [comment] } };
        }
        return request.method === 'PUT' ? { status: 200, body: { data: 1 } } : undefined;
      });
    const paragraph = (length: number) => `<p>${'a'.repeat(length - '<p></p>'.length)}</p>`;

    it('takes no more text at the limit, and says why', async () => {
      const { requests, user } = holding(paragraph(COMMENT_MAX - 3));
      await user.click(await within(dialog()).findByRole('button', { name: EDIT }));
      await waitFor(() => expect(editorField().textContent).toMatch(/^a+$/));
      await user.keyboard('bcdef');
      await waitFor(() => expect(editorField().textContent).toMatch(/abcd$/));
      expect(within(dialog()).getByText(TOO_LONG)).toBeTruthy();
      expect(editorField().getAttribute('aria-invalid')).toBe('true');

      await user.click(saveButton());
      await waitFor(() => expect(writes(requests)).toHaveLength(1));
      const sent = (writes(requests)[0]?.body as { commentaire: string }).commentaire;
      expect(sent).toBe(`${paragraph(COMMENT_MAX - 3).slice(0, -4)}bcd</p>`);
      expect(sent).toHaveLength(COMMENT_MAX);
    });

    it('loads a comment saved longer, and sends it only once shortened', async () => {
      const { requests, user } = holding(paragraph(COMMENT_MAX + 2));
      await user.click(await within(dialog()).findByRole('button', { name: EDIT }));
      await waitFor(() =>
        expect(editorField().textContent).toHaveLength(COMMENT_MAX + 2 - '<p></p>'.length),
      );
      await user.click(saveButton());
      expect(within(dialog()).getByText(TOO_LONG)).toBeTruthy();
      expect(writes(requests)).toEqual([]);

      await user.click(editorField());
      await user.keyboard('{Backspace}{Backspace}');
      expect(within(dialog()).queryByText(TOO_LONG)).toBeNull();
      await user.click(saveButton());
      await waitFor(() => expect(writes(requests)).toHaveLength(1));
      expect((writes(requests)[0]?.body as { commentaire: string }).commentaire).toHaveLength(
        COMMENT_MAX,
      );
    });
  });

  it('deletes a comment only once the user confirms', async () => {
    const { requests, user } = setup();
    await loaded();
    const remove = () =>
      within(dialog()).getByRole('button', {
        name: 'Supprimer le commentaire du 12/05/2026 16:03',
      });

    await user.click(remove());
    await cancelConfirmation(user, 'Êtes-vous sûr de vouloir supprimer cet élément\u202f?');
    expect(writes(requests)).toEqual([]);

    await user.click(remove());
    const question = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(question).getByRole('button', { name: 'Oui' }));
    await waitFor(() => expect(within(dialog()).getAllByRole('listitem')).toHaveLength(1));
    expect(writes(requests)).toMatchObject([{ method: 'DELETE', url: '/api/comments/7/oads/BH' }]);
    expect(within(dialog()).queryByText('Irrigation de', { exact: false })).toBeNull();
  });

  it('closes at once when nothing was written', async () => {
    const { onClose, user } = setup();
    await loaded();
    await user.click(within(dialog()).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).toBeNull();
  });

  it('asks before dropping unsaved text: Annuler keeps it, Oui closes', async () => {
    const { onClose, user } = setup();
    await loaded();
    await write(user, 'Brouillon');

    await user.click(
      within(dialog()).getByRole('button', { name: 'Fermer la fenêtre des commentaires' }),
    );
    await cancelConfirmation(user, "Êtes-vous sûr de ne pas vouloir enregistrer l'élément\u202f?");
    expect(onClose).not.toHaveBeenCalled();
    expect(editorField().textContent).toBe('Brouillon');

    await user.click(within(dialog()).getByRole('button', { name: 'Fermer' }));
    const question = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(question).getByRole('button', { name: 'Oui' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('is persistent: Escape does not close it', async () => {
    const { onClose, user } = setup();
    await loaded();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeTruthy();
  });

  it("says 'Un problème est survenu.' when a save does not answer 1, keeping the text", async () => {
    const { user } = setup((r) =>
      r.method === 'POST' ? { status: 200, body: { data: 0 } } : undefined,
    );
    await loaded();
    await write(user, 'Note');
    await user.click(saveButton());
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText('Un problème est survenu.')).toBeTruthy();
    expect(editorField().textContent).toBe('Note');
  });

  it('reports a refused save through the shared error modal with its status', async () => {
    const { user } = setup((r) =>
      r.method === 'PUT'
        ? { status: 500, body: { code: 500, message: 'Erreur API (services.errors)' } }
        : undefined,
    );
    await loaded();
    await user.click(
      within(dialog()).getByRole('button', { name: 'Modifier le commentaire du 12/05/2026 16:03' }),
    );
    await user.click(saveButton());
    const error = await screen.findByRole('dialog', { name: 'Erreur' });
    expect(within(error).getByText('500 - Erreur API (services.errors)')).toBeTruthy();
  });

  it("says 'Un problème est survenu.' when a delete fails or does not answer 1", async () => {
    let answer: FakeAnswer = { status: 200, body: { data: 0 } };
    const { user } = setup((r) => (r.method === 'DELETE' ? answer : undefined));
    await loaded();
    const tryDelete = async () => {
      await user.click(
        within(dialog()).getByRole('button', {
          name: 'Supprimer le commentaire du 12/05/2026 16:03',
        }),
      );
      const question = await screen.findByRole('dialog', { name: 'Confirmation' });
      await user.click(within(question).getByRole('button', { name: 'Oui' }));
      const error = await screen.findByRole('dialog', { name: 'Erreur' });
      return error;
    };

    let error = await tryDelete();
    expect(within(error).getByText('Un problème est survenu.')).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Erreur' })).toBeNull());

    answer = { status: 503, body: { code: 503, message: 'Service indisponible' } };
    error = await tryDelete();
    expect(within(error).getByText('503 - Un problème est survenu.')).toBeTruthy();
    expect(within(dialog()).getAllByRole('listitem')).toHaveLength(2);
  });

  it("starts on the platform's day (PLATFORM_DATE), never showing the real day first", async () => {
    let config = { release: () => {} };
    const { requests, user } = setup(
      (request) =>
        request.url === '/bff/config'
          ? { status: 200, body: { ...DEFAULT_PLATFORM_CONFIG, platformDate: '2026-06-15' } }
          : undefined,
      // The configuration answers only once the dialog has shown what it shows meanwhile.
      () => {
        config = holdConfig();
      },
    );

    expect(within(dialog()).getByRole('status').textContent).toBe('Chargement des commentaires…');
    expect(within(dialog()).queryByRole('button', { name: /^Date/ })).toBeNull();
    config.release();
    await loaded();
    expect(within(dialog()).getByRole('button', { name: /^Date/ }).textContent).toBe('15/06/2026');

    await write(user, 'Premier passage');
    await user.click(saveButton());
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]?.body).toEqual({
      commentaire: '<p>Premier passage</p>',
      date: '2026-06-15',
    });
  });
});
