// How input that fails a catalogue schema is described to a French-speaking user: one message per
// field, with zod's French wording. The BFF and the simulator answer with it; the web shows it.
import { z } from 'zod';

z.config(z.locales.fr());

/** French typography: zod's plain space before : ; ? and ! becomes a narrow no-break one. */
function frenchSpacing(text: string): string {
  return text.replace(/ ([:;?!])(?=\s|$)/g, '\u202f$1');
}

/** The message of every failing field, keyed by its dotted path ('' for the whole value). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    fields[path] ??= frenchSpacing(issue.message);
  }
  return fields;
}

/**
 * One line for an error body: 'Requête invalide (corps) : champ : message ; …', with a narrow
 * no-break space (U+202F) before each colon and semicolon, as French typography wants.
 */
export function invalidInputMessage(part: string, error: z.ZodError): string {
  const details = Object.entries(fieldErrors(error)).map(([path, message]) =>
    path === '' ? message : `${path}\u202f: ${message}`,
  );
  return `Requête invalide (${part})\u202f: ${details.join('\u202f; ')}`;
}
