// CSV as spreadsheets read it (RFC 4180), for the leads export and every desk's "Export CSV":
// every cell quoted, quotes doubled, CRLF rows. A cell that starts like a formula (= + - @,
// their full-width forms ＝ ＋ － ＠, or any white space or line break a spreadsheet skips
// before one) gets a leading apostrophe, so opening an export never runs what a visitor typed.
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\s]/;

export const csvCell = (value: unknown): string => {
  const text = value == null ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export const toCsv = (rows: unknown[][]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
