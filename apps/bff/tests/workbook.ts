// Reads a downloaded Excel export back, as the export tests check it.
import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx file. */
export async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** The first sheet's rows, header first, each as its cells' values. */
export async function sheetRows(body: Buffer): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await sheetOf(body)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
