// The README's demo accounts are the simulator's personas: same logins, same password.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoPersonas } from '../src/world/personas.ts';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

describe('README demo accounts', () => {
  it('gives the demo password', () => {
    expect(readme).toContain(`\`${DEMO_PASSWORD}\``);
  });

  for (const persona of demoPersonas('institut')) {
    it(`lists ${persona.loginInput}`, () => {
      expect(readme).toContain(`| \`${persona.loginInput}\``);
    });
  }

  it('gives the demo consent link', () => {
    expect(readme).toContain(
      '/consentement/compte?agri=AGRI0001&operateur=OP01&client=CLI01&service=MILDIOU',
    );
  });
});
