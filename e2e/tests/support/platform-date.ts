// The day the platform under test runs as (PLATFORM_DATE, docs/configuration.md): a fixed day in
// June, so the seasonal screens are in season and no result depends on the month the suite runs.
export const E2E_PLATFORM_DATE = '2026-06-15';

/** The day as export file names begin with it (yyyymmdd). */
export const E2E_FILE_DATE = E2E_PLATFORM_DATE.replaceAll('-', '');

/** The day as the screens show it (dd/mm/yyyy). */
export const E2E_SCREEN_DATE = E2E_PLATFORM_DATE.split('-').reverse().join('/');
