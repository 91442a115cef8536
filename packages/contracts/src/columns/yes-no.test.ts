import { describe, expect, it } from 'vitest';
import { NO, YES, yesNo, yesNoOrBlank } from './yes-no.ts';

describe('yes/no cells', () => {
  it("say 'Oui' and 'Non'", () => {
    expect([yesNo(true), yesNo(false)]).toEqual([YES, NO]);
    expect([YES, NO]).toEqual(['Oui', 'Non']);
  });

  it('leave an unknown answer blank, never a false "Non"', () => {
    expect([yesNoOrBlank(true), yesNoOrBlank(false)]).toEqual(['Oui', 'Non']);
    expect(yesNoOrBlank(null)).toBeNull();
    expect(yesNoOrBlank(undefined)).toBeNull();
  });
});
