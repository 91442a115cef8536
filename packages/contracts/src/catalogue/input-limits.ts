// The longest text each kind of field of the catalogue's calls takes (security review: a 1 MB login
// was accepted and kept in memory). Every string of a call's path parameters, query and body is
// bounded by one of these; input-limits.test.ts walks the catalogue so that none escapes. The web
// gives its fields the same limits (maxLength), so a user cannot type past what the BFF accepts.
//
// Each value is above anything a real user types, so only abuse meets it. The spec documents
// (spec 1 to 4) state no maximum length for any of these fields. Some schemas bounded here also
// read the upstream's answers (entities shared by a form and a list): their limits stay generous
// enough for any answer the old product stored.

/** An e-mail address: RFC 5321 allows 254 characters at most (a 256-octet path, brackets off). */
export const EMAIL_MAX = 254;

/** A login: an e-mail address, or an institute agent code, which is much shorter. */
export const LOGIN_MAX = EMAIL_MAX;

/**
 * A password: long passphrases are welcome (OWASP asks for at least 64 characters allowed), but
 * a bound keeps hashing a huge value from being a cheap way to load the server.
 */
export const PASSWORD_MAX = 128;

/**
 * A name: person, company (raison sociale), organisation, plot, variety, station or commune. The
 * longest French commune name has 45 characters; 200 leaves room for a company's full style.
 */
export const NAME_MAX = 200;

/**
 * An identifier or a code: ids, codes of plots, stations, departments, services, and every path
 * parameter (a path segment). Upstream ids are numbers or UUIDs (36 characters); 100 is also
 * Fastify's default limit of a path parameter.
 */
export const CODE_MAX = 100;

/**
 * A date or a date-time as text. ISO 8601 needs 35 characters at most (fractional seconds and an
 * offset); generous because the same schema reads the dates of the upstream's answers.
 */
export const DATE_TEXT_MAX = 100;

/** A phone number: E.164's 15 digits with an international prefix, spaces and an extension. */
export const PHONE_MAX = 30;

/** A postal address: the French standard's 6 lines of 38 characters (NF Z10-011) and separators. */
export const ADDRESS_MAX = 300;

/**
 * A comment: a plot comment (spec 1 §7 "Comments", rich text sent as HTML, no length stated), a
 * correction or recalage request's remark. About 5,000 typed characters with their markup.
 */
export const COMMENT_MAX = 10_000;

/** An e-mail's subject: a line. */
export const MAIL_SUBJECT_MAX = 200;

/** An e-mail's body, plain text: the platform's mails (a link, a report) are a few paragraphs. */
export const MAIL_BODY_MAX = 20_000;

/** Recipients of one e-mail: the platform writes to one person (a farmer, a requester, support). */
export const MAIL_RECIPIENTS_MAX = 10;

/** A search typed in a query (postal code or commune name, whose longest has 45 characters). */
export const SEARCH_MAX = 60;

/**
 * Other free text: a label or category sent as a filter, a JSON filter, a list of warnings, a
 * cell of an imported file, a short description.
 */
export const FREE_TEXT_MAX = 2_000;

/**
 * A whole CSV file sent as text (the recalage file check): a file of a few thousand lines, under
 * the BFF's 1 MiB body limit, so the refusal is a French message rather than a bare 413.
 */
export const CSV_TEXT_MAX = 1_000_000;
