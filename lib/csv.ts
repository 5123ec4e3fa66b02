import 'server-only';
import { CsvError as ParseError, parse } from 'csv-parse/sync';
import { stringify, type Options as StringifyOptions } from 'csv-stringify/sync';

/*
 * Every CSV the store reads or writes (the product import and export, the orders export):
 * RFC 4180 by csv-parse and csv-stringify, UTF-8 with a byte-order mark so spreadsheet programs
 * read ₹ and Indian names correctly, CRLF line ends.
 *
 * Formula guard (CSV injection): a text cell that a spreadsheet would run as a formula (=, +,
 * -, @, tab or CR first, or their full-width forms) is written with a leading apostrophe,
 * which spreadsheets show as text; names and addresses are typed by the public. The import
 * takes the apostrophe off again (unguardCell).
 */

export type CsvCell = string | number | boolean | null | undefined;

export class CsvError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CsvError';
  }
}

export const BOM = '\uFEFF';

const WRITE: StringifyOptions = {
  record_delimiter: '\r\n',
  // A line break inside a value is quoted whatever the record delimiter.
  quote_record_delimiter: true,
  // Edge spaces are quoted so no program trims them.
  quoted_match: /^\s|\s$/,
  escape_formulas: true,
  cast: {
    boolean: (value) => String(value),
    number: (value) => (Number.isFinite(value) ? String(value) : ''),
  },
};

/** One row as CSV text, with its CRLF. The one writer every CSV of the store goes through. */
export function csvRow(values: readonly CsvCell[]): string {
  return stringify([values as CsvCell[]], WRITE);
}

/** A whole file: the byte-order mark (unless told not to), then each row. */
export function toCsv(rows: readonly (readonly CsvCell[])[], withBom = true): string {
  return (withBom ? BOM : '') + rows.map(csvRow).join('');
}

/** One cell as CSV text: quoted when it must be, and never read as a formula. */
export function csvCell(value: CsvCell): string {
  return csvRow([value]).slice(0, -2);
}

// What escape_formulas guards, with its apostrophe in front.
const GUARDED = /^'[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Undoes the formula guard on the way back in, and only that ("'tis" stays as written). */
export function unguardCell(value: string): string {
  return GUARDED.test(value) ? value.slice(1) : value;
}

const READ = {
  bom: true,
  skip_empty_lines: true,
  // Rows may be shorter or longer than the header; the reader decides what a missing cell means.
  relax_column_count: true,
  // A quote inside an unquoted cell (6" bottle) is kept as written, as spreadsheet programs do.
  relax_quotes: true,
  // Files from Windows, Unix and old Macs, or pasted together from all three.
  record_delimiter: ['\r\n', '\n', '\r'],
};

/** Parses CSV text into rows of cells. Fully blank lines are skipped. */
export function parseCsv(text: string): string[][] {
  try {
    return parse(text, READ) as string[][];
  } catch (e) {
    if (!(e instanceof ParseError)) throw e;
    if (e.code === 'CSV_QUOTE_NOT_CLOSED') throw new CsvError('The CSV file ends inside a quoted value: a closing " is missing');
    throw new CsvError(`The CSV file could not be read: ${e.message}`);
  }
}
