import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fieldErrors, invalidInputMessage } from './validation-messages.ts';

const schema = z.object({ login: z.string().min(1), profil: z.object({ code: z.string() }) });

describe('validation messages', () => {
  it('gives one French message per failing field, by dotted path', () => {
    const result = schema.safeParse({ login: '', profil: {} });
    expect(result.success).toBe(false);
    const fields = fieldErrors(result.error as z.ZodError);
    expect(Object.keys(fields).sort()).toEqual(['login', 'profil.code']);
    expect(fields.login).toMatch(/^Trop petit/);
  });

  it('names the part of the request in the summary line', () => {
    const result = schema.safeParse('texte');
    expect(invalidInputMessage('corps', result.error as z.ZodError)).toMatch(
      /^Requête invalide \(corps\)\u202f: Entrée invalide/,
    );
  });

  it('puts a narrow no-break space before every colon and semicolon', () => {
    const result = schema.safeParse({ login: '', profil: {} });
    const message = invalidInputMessage('corps', result.error as z.ZodError);
    expect(message).toMatch(
      /^Requête invalide \(corps\)\u202f: login\u202f: .+\u202f; profil\.code\u202f: /,
    );
    expect(message).not.toMatch(/ [:;]/);
  });
});
