// Reads an own-plot CSV off the page's thread (spec 4 §5.1): 10,000 rows are split and checked
// here so the page keeps answering.
import { checkOwnPlotCsv, UnreadableCsv } from './csv-import';

self.onmessage = (event: MessageEvent<string>) => {
  try {
    self.postMessage({ ok: true, checked: checkOwnPlotCsv(event.data) });
  } catch (error) {
    self.postMessage({ ok: false, unreadable: error instanceof UnreadableCsv });
  }
};
