// What the browser sees when something fails: always `{ code, message }`, in French (spec 1 §8).

import { API_ERROR_MESSAGE, UNAUTHORISED_MESSAGE } from '@agro/contracts/error-messages';

export {
  API_ERROR_MESSAGE,
  BAD_CREDENTIALS_MESSAGE,
  UNAUTHORISED_MESSAGE,
} from '@agro/contracts/error-messages';
export const SERVER_UNAVAILABLE_MESSAGE =
  'Le serveur ne répond pas pour le moment. Veuillez réessayer plus tard.';
export const FORBIDDEN_MESSAGE = 'Accès refusé\u202f: vous ne disposez pas du droit nécessaire.';
export const CSRF_MESSAGE =
  'Requête refusée\u202f: en-tête anti-falsification absent ou origine étrangère.';
export const NOT_FOUND_MESSAGE = 'Ressource introuvable';
export const TOO_MANY_CALLS_MESSAGE =
  'Trop de requêtes simultanées\u202f: veuillez patienter un instant puis réessayer.';
export const INVALID_REQUEST_MESSAGE = 'Requête invalide.';
export const INVALID_JSON_MESSAGE = "Requête invalide\u202f: le corps n'est pas un JSON valide.";
export const PAYLOAD_TOO_LARGE_MESSAGE = 'Requête trop volumineuse.';
export const UNSUPPORTED_MEDIA_MESSAGE =
  'Requête invalide\u202f: type de contenu non pris en charge.';
export const HEADERS_TOO_LARGE_MESSAGE = 'Requête invalide\u202f: en-têtes trop volumineux.';

export interface ErrorBody {
  code: number;
  message: string;
  /** French message per invalid field, on 400 answers. */
  fields?: Record<string, string>;
}

export class BffError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'BffError';
  }

  body(): ErrorBody {
    return this.fields
      ? { code: this.status, message: this.message, fields: this.fields }
      : { code: this.status, message: this.message };
  }
}

/** The browser's view of an upstream failure: 401 ends the session, anything else is an API error. */
export function upstreamFailure(status: number): BffError {
  return status === 401
    ? new BffError(401, UNAUTHORISED_MESSAGE)
    : new BffError(status >= 400 && status < 600 ? status : 502, API_ERROR_MESSAGE);
}

/**
 * The French message of an error Fastify or Node raised before our code ran (bad URL, unreadable
 * JSON, too large a body...): never its English text, which may repeat what the caller sent.
 */
export function frameworkErrorMessage(status: number, code: string | undefined): string {
  if (status === 404) return NOT_FOUND_MESSAGE;
  if (status === 413) return PAYLOAD_TOO_LARGE_MESSAGE;
  if (status === 415) return UNSUPPORTED_MEDIA_MESSAGE;
  if (status === 431) return HEADERS_TOO_LARGE_MESSAGE;
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return INVALID_JSON_MESSAGE;
  }
  return INVALID_REQUEST_MESSAGE;
}
