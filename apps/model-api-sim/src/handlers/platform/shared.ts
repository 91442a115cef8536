// Other shared calls (spec 1 §7): e-mail, the postal-code reference and equipment records. An
// e-mail leaves from the support address, to known recipients only (world/mail-recipients.ts).
import { foldForSearch } from '@agro/domain/search';
import { badRequest } from '../../errors.ts';
import { frenchReference } from '../../reference/communes.ts';
import { placedCommunes } from '../../reference/placed-communes.ts';
import { refusedRecipients } from '../../world/mail-recipients.ts';
import type { Equipment } from '../../world/types.ts';
import type { HandlerMap } from '../types.ts';

const NNBSP = '\u202f';

/**
 * The commune's point: the real reference places every commune; the simulator's knows a quarter
 * of them and places the others as the Mycolis import does (reference/placed-communes.ts).
 */
function geopointOf(insee: string, known: string | null): string | null {
  if (known !== null) return known;
  const placed = placedCommunes().byInsee.get(insee);
  return placed ? `${placed.latitude.toFixed(5)}, ${placed.longitude.toFixed(5)}` : null;
}

/** 'Destinataire inconnu : x' naming every address refused, so the screen can say which. */
function refusalMessage(refused: readonly string[]): string {
  const label = refused.length === 1 ? 'Destinataire inconnu' : 'Destinataires inconnus';
  return `${label}${NNBSP}: ${refused.join(', ')}`;
}

/** Postal-code answers are capped: the screens search as the user types. */
export const POSTAL_CODE_LIMIT = 100;

function equipmentFilter(raw: string | undefined): Partial<Record<keyof Equipment, unknown>> {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw badRequest('Le filtre doit être un objet JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('Le filtre doit être un objet JSON');
  }
  return parsed as Partial<Record<keyof Equipment, unknown>>;
}

export const sharedHandlers: HandlerMap = {
  sendEmail: ({ body, world, config, now }) => {
    const refused = refusedRecipients(world, body.recipients, {
      supportEmail: config.platform.supportEmail,
      instituteKeyword: config.platform.instituteKeyword,
      domains: config.mailRecipientDomains,
    });
    if (refused.length > 0) throw badRequest(refusalMessage(refused));
    // The server sets the sender: whatever the body says, the mail leaves from the support address.
    const { subject, body: text, recipients } = body;
    world.outbox.push({
      at: now.toISOString(),
      subject,
      body: text,
      recipients,
      sender: config.platform.supportEmail,
    });
    return { data: 1 };
  },

  postalCodes: ({ query }) => {
    const wanted = foldForSearch(query.q ?? '');
    // Whole departments are asked for by the Mycolis check, which compares a row's commune with
    // every commune of its department (spec 4 §5.2): that answer is not capped.
    const departements = query.departements?.split(',');
    const entries = frenchReference().postalCodes.filter(
      (entry) =>
        (departements === undefined ||
          departements.some((prefix) => entry.codePostal.startsWith(prefix))) &&
        (wanted === '' ||
          entry.codePostal.startsWith(wanted) ||
          foldForSearch(entry.nomCommune).startsWith(wanted)),
    );
    return {
      data: (departements ? entries : entries.slice(0, POSTAL_CODE_LIMIT)).map((entry) => ({
        code_postal: entry.codePostal,
        nom_de_la_commune: entry.nomCommune.toUpperCase(),
        code_commune_insee: entry.insee,
        _geopoint: geopointOf(entry.insee, entry.geopoint),
      })),
    };
  },

  equipmentsList: ({ query, world }) => {
    const filter = Object.entries(equipmentFilter(query.filter));
    return {
      data: world.equipments.filter((equipment) =>
        filter.every(([field, value]) => {
          const actual = equipment[field as keyof Equipment];
          if (value === null) return actual === null;
          return (
            actual !== undefined && foldForSearch(String(actual)) === foldForSearch(String(value))
          );
        }),
      ),
    };
  },
};
