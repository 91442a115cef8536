import { describe, expect, it } from 'vitest';
import { envFlag, envInteger, envOrigins, envRate } from './env.ts';

describe('environment settings', () => {
  it('reads integers within bounds, the fallback when unset or blank', () => {
    expect(envInteger({ N: '12' }, 'N', 5, 1, 20)).toBe(12);
    expect(envInteger({}, 'N', 5, 1, 20)).toBe(5);
    expect(envInteger({ N: '  ' }, 'N', 5, 1, 20)).toBe(5);
    expect(() => envInteger({ N: '21' }, 'N', 5, 1, 20)).toThrow(
      'N doit être un entier entre 1 et 20',
    );
    expect(() => envInteger({ N: '1.5' }, 'N', 5, 1, 20)).toThrow();
  });

  it('reads rates between 0 and 1', () => {
    expect(envRate({ R: '0.25' }, 'R')).toBe(0.25);
    expect(envRate({}, 'R')).toBe(0);
    expect(() => envRate({ R: '2' }, 'R')).toThrow('R doit être un nombre entre 0 et 1');
  });

  it('reads flags in English or French', () => {
    expect(envFlag({ F: 'oui' }, 'F', false)).toBe(true);
    expect(envFlag({ F: 'FALSE' }, 'F', true)).toBe(false);
    expect(envFlag({}, 'F', true)).toBe(true);
    expect(() => envFlag({ F: 'peut-être' }, 'F', true)).toThrow('F doit valoir true ou false');
  });

  it('reduces URL lists to origins', () => {
    expect(envOrigins({ O: 'https://a.example/x, http://b.example:8080/' }, 'O')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ]);
    expect(envOrigins({}, 'O')).toEqual([]);
    expect(() => envOrigins({ O: 'pas une url' }, 'O')).toThrow();
  });
});
