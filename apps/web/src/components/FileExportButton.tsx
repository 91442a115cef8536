// An Excel export that is not a table's own (a dashboard's billing file, the authorisations of
// the stations): the BFF streams it whole, the button waits for it and says a failure.
import type { ExportPath } from '@agro/contracts/bff/exports';
import { EMPTY_TABLE_QUERY, type TableQuery } from '@agro/contracts/columns/table-query';
import { useState } from 'react';
import { showError } from '../lib/dialog-store';
import { downloadExport } from '../lib/table-export';
import { ExportButton } from './ExportButton';

export interface FileExportButtonProps {
  /** The BFF export: GET /bff/exports/<name>.xlsx. */
  name: ExportPath;
  /** The button's words ('Exporter' by default). */
  label?: string;
  /** What the file needs in its query (e.g. the calculation date the screen shows). */
  parameters?: Readonly<Record<string, string>>;
  /** The search and filters of the table the file follows (a second file of the same table). */
  query?: TableQuery;
}

export function FileExportButton({ name, label, parameters, query }: FileExportButtonProps) {
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    try {
      await downloadExport(name, query ?? EMPTY_TABLE_QUERY, parameters);
    } catch (error) {
      showError(error);
    } finally {
      setExporting(false);
    }
  };
  return <ExportButton label={label} loading={exporting} onClick={() => void run()} />;
}
