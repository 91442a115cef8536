// The page's side of the Mycolis check worker: one worker per file, asked in turn to read the
// file, check it against the references and produce the corrected file.
import type { MycolisImportRow } from '@agro/contracts/entities/stages';
import type {
  MycolisCorrections,
  MycolisErrorGroup,
  MycolisErrorKind,
  MycolisReference,
} from '@agro/domain/mycolis';

export type WorkerRequest =
  | { kind: 'read'; text: string }
  | { kind: 'check'; reference: MycolisReference; harvestYear: number }
  | { kind: 'correct'; corrections: MycolisCorrections };

/** What the page shows of a check: no rows, so 10,000 of them are not copied back each time. */
export interface CheckSummary {
  rowCount: number;
  blockingRows: number;
  counts: Readonly<Record<MycolisErrorKind, number>>;
  errorRate: number;
  groups: MycolisErrorGroup[];
  unknownPreviousCrops: string[];
  yearMessages: string[];
}

export type WorkerAnswer =
  | { kind: 'read'; rowCount: number; missingColumns: string[]; departements: string[] }
  | { kind: 'checked'; summary: CheckSummary }
  | { kind: 'corrected'; csv: string; rows: MycolisImportRow[]; summary: CheckSummary }
  | { kind: 'failed'; message: string };

/** Thrown when the browser cannot run the check off the page (no Web Worker). */
export class NoWorkerSupport extends Error {}

export interface MycolisChecker {
  ask<Kind extends WorkerAnswer['kind']>(
    request: WorkerRequest,
  ): Promise<Extract<WorkerAnswer, { kind: Kind }>>;
  close(): void;
}

export function mycolisChecker(): MycolisChecker {
  if (typeof Worker === 'undefined') throw new NoWorkerSupport();
  const worker = new Worker(new URL('./mycolis-check.worker.ts', import.meta.url), {
    type: 'module',
  });
  // Requests are answered in order: one at a time is waited for.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    ask<Kind extends WorkerAnswer['kind']>(request: WorkerRequest) {
      const next = queue.then(
        () =>
          new Promise<Extract<WorkerAnswer, { kind: Kind }>>((resolve, reject) => {
            worker.onmessage = (event: MessageEvent<WorkerAnswer>) => {
              if (event.data.kind === 'failed') reject(new Error(event.data.message));
              else resolve(event.data as Extract<WorkerAnswer, { kind: Kind }>);
            };
            worker.onerror = () => reject(new Error('worker failed'));
            worker.postMessage(request);
          }),
      );
      queue = next.catch(() => undefined);
      return next;
    },
    close: () => worker.terminate(),
  };
}
