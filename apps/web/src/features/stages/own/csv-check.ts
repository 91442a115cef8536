// Runs the own-plot CSV check in a Web Worker and answers its result.
import { UnreadableCsv, type CheckedCsv } from './csv-import';

type WorkerAnswer = { ok: true; checked: CheckedCsv } | { ok: false; unreadable: boolean };

/** Thrown when the browser cannot run the check off the page (no Web Worker). */
export class NoFileSupport extends Error {}

export function checkInWorker(text: string): Promise<CheckedCsv> {
  if (typeof Worker === 'undefined') return Promise.reject(new NoFileSupport());
  const worker = new Worker(new URL('./csv-check.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<CheckedCsv>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.checked);
      else reject(new UnreadableCsv('unreadable'));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new UnreadableCsv('worker failed'));
    };
    worker.postMessage(text);
  });
}

/** The file's text: Blob.text where the browser has it, else a FileReader; neither, no support. */
export function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  if (typeof FileReader === 'undefined') return Promise.reject(new NoFileSupport());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsText(file, 'utf-8');
  });
}
