import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogue } from './catalogue.ts';
import {
  EMAIL_MAX,
  LOGIN_MAX,
  MAIL_BODY_MAX,
  MAIL_RECIPIENTS_MAX,
  MAIL_SUBJECT_MAX,
  PASSWORD_MAX,
} from './input-limits.ts';
import { isBoundedPattern, unboundedStrings } from './unbounded-strings.ts';

const PARTS = ['params', 'query', 'body'] as const;

type Entry = (typeof catalogue)[number];
const entry = <Id extends Entry['id']>(id: Id) =>
  catalogue.find((e) => e.id === id) as Extract<Entry, { id: Id }>;

describe('the catalogue inputs (security review: every free text has a maximum length)', () => {
  it('bound every string of every path, query and body', () => {
    const unbounded = catalogue.flatMap((e) =>
      PARTS.flatMap((part) => {
        const schema = e[part];
        return schema === null ? [] : unboundedStrings(schema, part).map((at) => `${e.id} ${at}`);
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it('refuse a 1 MB login and a 10,000-character password', () => {
    const login = entry('login').body;
    expect(login.safeParse({ login: 'a'.repeat(1_000_000), password: 'secret' }).success).toBe(
      false,
    );
    expect(login.safeParse({ login: 'agent', password: 'p'.repeat(10_000) }).success).toBe(false);
    expect(
      login.safeParse({ login: 'a'.repeat(LOGIN_MAX), password: 'p'.repeat(PASSWORD_MAX) }).success,
    ).toBe(true);
  });

  describe('send-email', () => {
    const body = entry('sendEmail').body;
    const mail = { subject: 'Rapport', body: 'Bonjour', recipients: ['a@demo.fr'] };

    it('takes a mail without a sender: the server sets it', () => {
      expect(body.safeParse(mail).success).toBe(true);
      expect(body.safeParse({ ...mail, sender: 'support@demo.fr' }).success).toBe(true);
    });

    it(`refuses ${MAIL_RECIPIENTS_MAX + 1} recipients and a ${MAIL_BODY_MAX + 1}-character body`, () => {
      const many = Array.from({ length: MAIL_RECIPIENTS_MAX + 1 }, (_, i) => `r${i}@demo.fr`);
      expect(body.safeParse({ ...mail, recipients: many }).success).toBe(false);
      expect(body.safeParse({ ...mail, recipients: many.slice(1) }).success).toBe(true);
      expect(body.safeParse({ ...mail, body: 'x'.repeat(MAIL_BODY_MAX + 1) }).success).toBe(false);
      expect(body.safeParse({ ...mail, body: 'x'.repeat(MAIL_BODY_MAX) }).success).toBe(true);
    });

    it('refuses a long subject, no recipient, and a recipient longer than an address can be', () => {
      // With a sender, as the web sends its mails today: refused for the field named only.
      const sent = { ...mail, sender: 'support@demo.fr' };
      const refused = (fields: Record<string, unknown>) =>
        !body.safeParse({ ...sent, ...fields }).success;
      expect(refused({})).toBe(false);
      expect(refused({ subject: 's'.repeat(MAIL_SUBJECT_MAX + 1) })).toBe(true);
      expect(refused({ subject: '' })).toBe(true);
      expect(refused({ recipients: [] })).toBe(true);
      expect(refused({ recipients: [`${'a'.repeat(EMAIL_MAX)}@demo.fr`] })).toBe(true);
      expect(refused({ sender: `${'a'.repeat(EMAIL_MAX)}@demo.fr` })).toBe(true);
    });

    it('sends the recalage report mails as they are answered, sender included', () => {
      const reports = entry('recalageMailReports').answer;
      const answer = reports.parse({
        data: [{ ...mail, sender: 'support@demo.fr' }],
      });
      for (const report of answer.data) expect(body.safeParse(report).success).toBe(true);
    });

    it('is the administrators’ call only', () => {
      expect(entry('sendEmail').rights).toEqual(['ADMIN']);
    });
  });
});

describe('the bounds check (unboundedStrings)', () => {
  it('finds a string without a maximum, wherever it is', () => {
    const probe = z.object({
      free: z.string(),
      trimmed: z.string().trim().min(1),
      email: z.string().email(),
      segment: z.string().regex(/^[^/]+$/),
      wrapped: z.string().nullable().optional().default(null),
      list: z.array(z.object({ name: z.string() })),
      pair: z.tuple([z.number(), z.string()]),
      either: z.union([z.number(), z.string()]),
      table: z.record(z.string(), z.number()),
      cells: z.record(z.enum(['a']), z.string()),
      refined: z.object({ text: z.string() }).superRefine(() => undefined),
      piped: z.string().transform((text) => text.length),
      preprocessed: z.preprocess((value) => String(value), z.string()),
      lazy: z.lazy(() => z.string()),
      anything: z.unknown(),
      loose: z.looseObject({}),
    });
    expect(unboundedStrings(probe, 'body').sort()).toEqual(
      [
        'body.free',
        'body.trimmed',
        'body.email',
        'body.segment',
        'body.wrapped',
        'body.list[].name',
        'body.pair[1]',
        'body.either',
        'body.table.<key>',
        'body.cells.<value>',
        'body.refined.text',
        'body.piped',
        'body.preprocessed',
        'body.lazy',
        'body.anything',
        'body.loose.*',
      ].sort(),
    );
  });

  it('finds nothing once every text is bounded or closed', () => {
    const probe = z.object({
      max: z.string().max(10),
      length: z.string().length(5),
      trimmed: z.string().trim().min(1).max(10),
      email: z.email().max(EMAIL_MAX),
      day: z.iso.date(),
      pattern: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
      choice: z.enum(['a', 'b']),
      version: z.literal('v3'),
      flag: z.stringbool(),
      count: z.coerce.number(),
      nested: z.array(z.union([z.string().max(3), z.number()]).nullable()).optional(),
      cells: z.record(z.string().max(10), z.string().max(10)),
      strict: z.object({}).strict(),
    });
    expect(unboundedStrings(probe, 'body')).toEqual([]);
  });

  it('counts a pattern as a bound only when it admits texts of a bounded length', () => {
    expect(isBoundedPattern(/^\d{2}(?:,\d{2}){0,19}$/)).toBe(true);
    expect(isBoundedPattern(/^[+*]{1,3}\+$/)).toBe(true);
    expect(isBoundedPattern(/^\d+$/)).toBe(false);
    expect(isBoundedPattern(/^a.*$/)).toBe(false);
    expect(isBoundedPattern(/^\d{2,}$/)).toBe(false);
    expect(isBoundedPattern(/^\d{2}/)).toBe(false);
    expect(isBoundedPattern(/^ab|cd$/)).toBe(false);
    expect(isBoundedPattern(/^\d{2}$/m)).toBe(false);
  });
});
