// One file's check, as the worker runs it (mycolis-check.worker.ts): the file read, checked
// against the references, corrected and checked again. Kept apart from the worker's wiring so the
// page's tests run the same steps on their thread (jsdom has no Web Worker).
import type { MycolisImportRow } from '@agro/contracts/entities/stages';
import {
  applyMycolisCorrections,
  checkMycolisRows,
  correctedMycolisRows,
  missingMycolisColumns,
  mycolisCsvText,
  mycolisPostalDepartements,
  mycolisReferenceIndex,
  parseMycolisCsv,
  type MycolisCheck,
  type MycolisReferenceIndex,
} from '@agro/domain/mycolis';
import type { CheckSummary, WorkerAnswer, WorkerRequest } from './mycolis-check';

export function mycolisSession(): (request: WorkerRequest) => WorkerAnswer {
  let rows: Record<string, string>[] = [];
  let index: MycolisReferenceIndex | null = null;
  let harvestYear = 0;
  let lastCheck: MycolisCheck | null = null;
  return (request) => {
    switch (request.kind) {
      case 'read': {
        const parsed = parseMycolisCsv(request.text);
        rows = parsed.rows;
        lastCheck = null;
        return {
          kind: 'read',
          rowCount: rows.length,
          missingColumns: missingMycolisColumns(parsed.header),
          departements: mycolisPostalDepartements(rows),
        };
      }
      case 'check': {
        index = mycolisReferenceIndex(request.reference);
        harvestYear = request.harvestYear;
        lastCheck = checkMycolisRows(rows, index, harvestYear);
        return { kind: 'checked', summary: summaryOf(lastCheck) };
      }
      case 'correct': {
        if (!index || !lastCheck) throw new Error('check first');
        const fixed = applyMycolisCorrections(rows, lastCheck.groups, request.corrections);
        const corrected = correctedMycolisRows(checkMycolisRows(fixed, index, harvestYear));
        const csv = mycolisCsvText(corrected);
        // The file given to the user is checked as if loaded again: the import needs it clean.
        const again = checkMycolisRows(parseMycolisCsv(csv).rows, index, harvestYear);
        // The corrected rows hold every required column, filled (checkMycolisRows).
        const sent = corrected as unknown as MycolisImportRow[];
        return { kind: 'corrected', csv, rows: sent, summary: summaryOf(again) };
      }
    }
  };
}

/** What the page is sent of a check (CheckSummary). */
export function summaryOf(check: MycolisCheck): CheckSummary {
  return {
    rowCount: check.rows.length,
    blockingRows: check.rows.filter((row) => row.blocking).length,
    counts: check.counts,
    errorRate: check.errorRate,
    groups: check.groups,
    unknownPreviousCrops: check.unknownPreviousCrops,
    yearMessages: check.yearMessages,
  };
}
