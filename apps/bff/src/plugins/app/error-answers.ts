// What the browser receives when a request fails anywhere: always `{ code, message }` in French
// (lib/errors.ts), from a route's BffError, a framework error, or Node's HTTP parser.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import {
  BffError,
  frameworkErrorMessage,
  HEADERS_TOO_LARGE_MESSAGE,
  INVALID_REQUEST_MESSAGE,
  type ErrorBody,
} from '../../lib/errors.ts';

/** A JSON error answer written on the socket, for errors Node's HTTP parser meets before Fastify. */
function rawErrorAnswer(status: number, reason: string, message: string): string {
  const body = JSON.stringify({ code: status, message } satisfies ErrorBody);
  return (
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

/** The server's options for the errors met before any route: they are Fastify's, at its creation. */
export const EARLY_ERROR_OPTIONS = {
  // A URL the router cannot decode: answered in French, without repeating it.
  frameworkErrors: (_error, _request, reply) => {
    void (reply as unknown as FastifyReply)
      .code(400)
      .send({ code: 400, message: INVALID_REQUEST_MESSAGE } satisfies ErrorBody);
  },
  // Oversized headers and unparsable requests never reach Fastify's handlers.
  clientErrorHandler: (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    socket.end(
      tooLarge
        ? rawErrorAnswer(431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE_MESSAGE)
        : rawErrorAnswer(400, 'Bad Request', INVALID_REQUEST_MESSAGE),
    );
  },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>;

/** A route's BffError as it says; any other error by its status, a 500 logged and kept vague. */
export function registerErrorAnswers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | BffError, request, reply) => {
    if (error instanceof BffError) return reply.code(error.status).send(error.body());
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unexpected error');
      return reply.code(500).send({ code: 500, message: 'Erreur interne' } satisfies ErrorBody);
    }
    return reply.code(status).send({
      code: status,
      message: frameworkErrorMessage(status, error.code),
    } satisfies ErrorBody);
  });
}
