import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLATFORM_CONFIG,
  mapTileOrigin,
  readPlatformConfig,
  readRecalagePrivilegedLogins,
} from './platform-config.ts';

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
      mapTileUrl: null,
      mapTileAttribution: '',
      platformDate: null,
    });
  });

  it('runs on the real clock unless PLATFORM_DATE names a day', () => {
    expect(DEFAULT_PLATFORM_CONFIG.platformDate).toBeNull();
    expect(readPlatformConfig({}).platformDate).toBeNull();
    expect(readPlatformConfig({ PLATFORM_DATE: '' }).platformDate).toBeNull();
    expect(readPlatformConfig({ PLATFORM_DATE: '   ' }).platformDate).toBeNull();
    expect(readPlatformConfig({ PLATFORM_DATE: '2026-06-15' }).platformDate).toBe('2026-06-15');
    expect(readPlatformConfig({ PLATFORM_DATE: ' 2028-02-29 ' }).platformDate).toBe('2028-02-29');
  });

  it('stops on a PLATFORM_DATE that is not a real day, saying so in French', () => {
    for (const day of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '15/06/2026',
      '2026-6-15',
      'demain',
    ]) {
      expect(() => readPlatformConfig({ PLATFORM_DATE: day }), day).toThrow(
        `PLATFORM_DATE doit être une date réelle au format AAAA-MM-JJ, entre 1950 et 2050, par exemple 2026-06-15 (reçu\u202f: ${day})`,
      );
    }
  });

  it('has no map tiles by default, so that maps work without internet', () => {
    expect(readPlatformConfig({}).mapTileUrl).toBeNull();
    expect(readPlatformConfig({ MAP_TILE_URL: '  ' }).mapTileUrl).toBeNull();
  });

  it('reads the tile template and its credit, and derives the origin the page must allow', () => {
    const config = readPlatformConfig({
      MAP_TILE_URL: 'https://tuiles.example:8443/fond/{z}/{x}/{y}.png?cle=abc',
      MAP_TILE_ATTRIBUTION: '© Fournisseur de tuiles',
    });
    expect(config.mapTileUrl).toBe('https://tuiles.example:8443/fond/{z}/{x}/{y}.png?cle=abc');
    expect(config.mapTileAttribution).toBe('© Fournisseur de tuiles');
    expect(mapTileOrigin(config)).toBe('https://tuiles.example:8443');
    expect(mapTileOrigin(DEFAULT_PLATFORM_CONFIG)).toBeNull();
  });

  it('refuses a tile address that is not an http(s) template MapLibre can fill', () => {
    for (const url of [
      'tuiles.example/{z}/{x}/{y}.png',
      'https://tuiles.example/fond.png',
      'https://{s}.tuiles.example/{z}/{x}/{y}.png',
      'ftp://tuiles.example/{z}/{x}/{y}.png',
    ]) {
      expect(() => readPlatformConfig({ MAP_TILE_URL: url }), url).toThrow(/MAP_TILE_URL/);
    }
  });

  it('refuses a support address that is not an e-mail', () => {
    expect(() => readPlatformConfig({ SUPPORT_EMAIL: 'support' })).toThrow();
  });
});

describe('privileged recalage logins', () => {
  it('are the demo administrator when unset', () => {
    expect(readRecalagePrivilegedLogins({})).toEqual(['admin@demo.fr']);
  });

  it('are read from a comma-separated list, spaces and empty items dropped', () => {
    expect(
      readRecalagePrivilegedLogins({ RECALAGE_PRIVILEGED_LOGINS: ' a@x.fr, ,institut\\b ' }),
    ).toEqual(['a@x.fr', 'institut\\b']);
  });

  it('are nobody when set empty', () => {
    expect(readRecalagePrivilegedLogins({ RECALAGE_PRIVILEGED_LOGINS: '' })).toEqual([]);
  });
});
