import { describe, expect, it } from 'vitest';
import { staleListNotice } from './lists.ts';

describe('the notice of a list answered old', () => {
  it('says the day and the Paris time it was read, then that the models do not answer', () => {
    // 05:12 UTC in June is 07:12 in Paris.
    expect(staleListNotice('2026-06-15T05:12:40.000Z')).toBe(
      'Données du 15/06/2026 à 07:12\u202f: le service des modèles ne répond pas.',
    );
    // In winter, Paris is an hour ahead of UTC.
    expect(staleListNotice('2026-01-05T23:30:00.000Z')).toBe(
      'Données du 06/01/2026 à 00:30\u202f: le service des modèles ne répond pas.',
    );
  });
});
