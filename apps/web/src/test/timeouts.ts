/**
 * How long a test waits for what a lazily loaded chunk draws (a screen, the comments dialog and
 * its rich-text editor): jsdom transforms and imports the chunk on first use, which on a busy
 * two-core machine running the other test files takes longer than the default 10 s.
 */
export const LAZY_CHUNK = { timeout: 30_000 };
