// What the browser sees when something fails: always `{ code, message }`, in French (spec 1 §8).

import { API_ERROR_MESSAGE, UNAUTHORISED_MESSAGE } from '@agro/contracts/error-messages';

export {
  API_ERROR_MESSAGE,
  BAD_CREDENTIALS_MESSAGE,
  UNAUTHORISED_MESSAGE,
} from '@agro/contracts/error-messages';
export const SERVER_UNAVAILABLE_MESSAGE =
  'Le serveur ne répond pas pour le moment. Veuillez réessayer plus tard.';
export const FORBIDDEN_MESSAGE = 'Accès refusé : vous ne disposez pas du droit nécessaire.';
export const CSRF_MESSAGE =
  'Requête refusée : en-tête anti-falsification absent ou origine étrangère.';
export const NOT_FOUND_MESSAGE = 'Ressource introuvable';

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
