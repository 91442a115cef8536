// A fake BFF for the Help and About screens: a session, the deployment's settings and help.
import type { HelpAnswer } from '@agro/contracts/help-resources';
import type { SessionAnswer } from '../lib/session';
import { fakeBff, type FakeAnswer, type RecordedRequest } from './render';

export const TEST_CONFIG = {
  instituteKeyword: 'institut',
  productName: 'Plateforme de test',
  supportEmail: 'aide@test.fr',
};

export function helpBff(
  session: SessionAnswer,
  help: HelpAnswer | ((request: RecordedRequest) => FakeAnswer) = { sections: [] },
): RecordedRequest[] {
  return fakeBff((request) => {
    if (request.url === '/bff/session') return { status: 200, body: session };
    if (request.url === '/bff/config') return { status: 200, body: TEST_CONFIG };
    if (request.url === '/bff/help') {
      return typeof help === 'function' ? help(request) : { status: 200, body: help };
    }
    return { status: 404, body: { code: 404, message: 'Ressource introuvable' } };
  });
}
