// CSV as spreadsheets read it (RFC 4180): every cell quoted, quotes doubled, CRLF rows. A cell
// that starts like a formula (= + - @, their full-width forms ＝ ＋ － ＠, or any white space
// or line break a spreadsheet skips before one) gets a leading apostrophe, so opening an
// export never runs what a visitor typed into a form.
const FORMULA_START = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\s]/;

export const csvCell = (value: unknown): string => {
  const text = value == null ? '' : String(value);
  return `"${(FORMULA_START.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export const toCsv = (rows: unknown[][]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** A CSV file written as its rows arrive: the header, then each batch, never the whole file in memory. */
export function csvStream(header: readonly unknown[], batches: AsyncIterator<unknown[][]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let started = false;
  return new ReadableStream({
    async pull(out) {
      if (!started) {
        started = true;
        out.enqueue(encoder.encode(toCsv([[...header]])));
        return;
      }
      const { done, value } = await batches.next();
      if (done) out.close();
      else out.enqueue(encoder.encode(toCsv(value)));
    },
    async cancel() {
      await batches.return?.();
    },
  });
}
