// A fake BFF for the screens behind the login: the session, the deployment's settings and what
// the screen's own API answers; anything else is the BFF's 404.
import type { SessionAnswer } from '../lib/session';
import { fakeBff, type FakeAnswer, type RecordedRequest } from './render';

export const TEST_CONFIG = {
  instituteKeyword: 'institut',
  productName: 'Plateforme de test',
  supportEmail: 'aide@test.fr',
};

/** A screen's own API: its answer to a request, or undefined for a request it does not know. */
export type ScreenApi = (request: RecordedRequest) => FakeAnswer | undefined;

export interface SignedIn {
  /** The session, or what gives it at each request for a session that changes during the test. */
  session: SessionAnswer | (() => SessionAnswer);
  /** The platform's day (config.platformDate), for the screens that compute a campaign or today. */
  platformDate?: string;
}

/**
 * Replaces fetch by a BFF where `session` is signed in: /bff/session and /bff/config answer the
 * session and the test deployment's settings, then each of `apis` in turn may answer the screen's
 * requests (a test's exceptions first, the screen's usual API next), and what none answers is a
 * 404 as the real BFF gives for an unknown resource. Returns the requests received.
 */
export function signedInBff(
  { session, platformDate }: SignedIn,
  ...apis: ScreenApi[]
): RecordedRequest[] {
  const config = platformDate === undefined ? TEST_CONFIG : { ...TEST_CONFIG, platformDate };
  return fakeBff((request) => {
    if (request.url === '/bff/session') {
      return { status: 200, body: typeof session === 'function' ? session() : session };
    }
    if (request.url === '/bff/config') return { status: 200, body: config };
    for (const api of apis) {
      const answer = api(request);
      if (answer !== undefined) return answer;
    }
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}

/** The API of a test that changes none of the screen's answers. */
export const noExceptions: ScreenApi = () => undefined;

/**
 * The API of an action done on each selected plot: a POST to `route` (its first group the plot's
 * id) gets `refusal` for plot `failOn` and `success` for every other plot.
 */
export function perPlotPost(
  route: RegExp,
  failOn: number | null,
  { success, refusal }: { success: FakeAnswer; refusal: FakeAnswer },
): ScreenApi {
  return (request) => {
    const plot = route.exec(request.url);
    if (!plot || request.method !== 'POST') return undefined;
    return Number(plot[1]) === failOn ? refusal : success;
  };
}
