// The Mycolis check off the page's thread (spec 4 §2.5): 10,000 rows are read, checked and
// corrected here (mycolis-session.ts) so the page keeps answering. The rows stay in the worker;
// the page gets the summary, the groups and, once corrected, the rows to preview and send.
import type { WorkerAnswer, WorkerRequest } from './mycolis-check';
import { mycolisSession } from './mycolis-session';

const answer = mycolisSession();

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  try {
    self.postMessage(answer(event.data));
  } catch (error) {
    self.postMessage({ kind: 'failed', message: String(error) } satisfies WorkerAnswer);
  }
};
