/**
 * CSV as RFC 4180 writes it (every cell quoted, quotes doubled, lines ended by CRLF), made safe to
 * open in a spreadsheet: a cell a visitor wrote that starts with = + - @ (or a tab or carriage
 * return) would run as a formula there ("CSV injection", OWASP), so it gets a leading apostrophe,
 * which spreadsheets read as "this is text" and do not show.
 *
 * @example
 *   csvLine(['Ada', '=HYPERLINK("http://evil")'])   // '"Ada","\'=HYPERLINK(""http://evil"")"\r\n'
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function csvLine(cells: (string | number | null)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Starts a file, so that spreadsheet programs read it as UTF-8 (names in any alphabet stay whole). */
export const CSV_BOM = '\ufeff';
