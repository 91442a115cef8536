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
export const badRequest = (message: string): ApiError => new ApiError(400, message);
export const forbidden = (message = 'Accès refusé'): ApiError => new ApiError(403, message);
export const unauthorised = (message = 'Authentification requise'): ApiError =>
  new ApiError(401, message);

/** Body of every error answer. */
export interface ErrorBody {
  code: number;
  message: string;
}
