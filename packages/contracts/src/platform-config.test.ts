import { describe, expect, it } from 'vitest';
import { DEFAULT_PLATFORM_CONFIG, readPlatformConfig } from './platform-config.ts';

describe('platform configuration', () => {
  it('defaults to the institute keyword "institut" and the demo support address', () => {
    expect(readPlatformConfig({})).toEqual(DEFAULT_PLATFORM_CONFIG);
    expect(DEFAULT_PLATFORM_CONFIG.instituteKeyword).toBe('institut');
  });

  it('reads the deployment values from the environment', () => {
    expect(
      readPlatformConfig({
        INSTITUTE_KEYWORD: 'arvalis',
        PRODUCT_NAME: 'Mes Parcelles',
        SUPPORT_EMAIL: 'aide@example.org',
      }),
    ).toEqual({
      instituteKeyword: 'arvalis',
      productName: 'Mes Parcelles',
      supportEmail: 'aide@example.org',
    });
  });

  it('refuses a support address that is not an e-mail', () => {
    expect(() => readPlatformConfig({ SUPPORT_EMAIL: 'support' })).toThrow();
  });
});
