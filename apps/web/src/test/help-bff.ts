// A fake BFF for the Help and About screens: a session, the deployment's settings and help.
import type { HelpAnswer } from '@agro/contracts/help-resources';
import type { SessionAnswer } from '../lib/session';
import type { FakeAnswer, RecordedRequest } from './render';
import { signedInBff } from './signed-in-bff';

// Where the feature tests have always taken the settings from.
export { TEST_CONFIG } from './signed-in-bff';

export function helpBff(
  session: SessionAnswer,
  help: HelpAnswer | ((request: RecordedRequest) => FakeAnswer) = { sections: [] },
): RecordedRequest[] {
  return signedInBff({ session }, (request) => {
    if (request.url !== '/bff/help') return undefined;
    return typeof help === 'function' ? help(request) : { status: 200, body: help };
  });
}
