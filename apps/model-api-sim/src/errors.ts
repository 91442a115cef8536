// Errors a handler raises to answer like the real API: a status and a French message.

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const notFound = (what: string): ApiError => new ApiError(404, `${what} introuvable`);
/** An id of the API's records: a positive integer, otherwise the record cannot exist (404). */
export function numericId(raw: string, what: string): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw notFound(what);
  return id;
}

export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const forbidden = (message = 'Accès refusé'): ApiError => new ApiError(403, message);
export const unauthorised = (message = 'Authentification requise'): ApiError =>
  new ApiError(401, message);

/** Body of every error answer. */
export interface ErrorBody {
  code: number;
  message: string;
}
