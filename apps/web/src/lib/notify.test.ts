import { describe, expect, it } from 'vitest';
import { SUCCESS_SNACKBAR_MAX_MS, SUCCESS_SNACKBAR_MS, successNoticeDuration } from './notify';

describe('successNoticeDuration', () => {
  it('keeps a sentence up long enough to read it, between 2 and 10 s', () => {
    expect(successNoticeDuration('')).toBe(SUCCESS_SNACKBAR_MS);
    expect(successNoticeDuration('OK')).toBe(SUCCESS_SNACKBAR_MS);
    const sentence = 'Votre demande de correction a bien été enregistrée.';
    expect(successNoticeDuration(sentence)).toBeGreaterThan(4000);
    expect(successNoticeDuration(sentence, 'Demande envoyée')).toBeGreaterThan(
      successNoticeDuration(sentence),
    );
    expect(successNoticeDuration('x'.repeat(1000))).toBe(SUCCESS_SNACKBAR_MAX_MS);
  });
});
