// "Export CSV" of what a desk's table shows: the columns' CSV values of the rows on screen,
// saved as a file by the browser.
import { toCsv } from '#domain/shared/csv';
import type { Column } from './DataTable';

export function downloadCsv<T>(filename: string, columns: Column<T>[], rows: T[]) {
  const exported = columns.filter((c) => c.csv);
  const text = toCsv([exported.map((c) => c.label), ...rows.map((r) => exported.map((c) => c.csv!(r)))]);
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The file name of a desk's export: the desk and today's date, e.g. orders-2026-11-26.csv. */
export const csvFileName = (desk: string) => `${desk}-${new Date().toISOString().slice(0, 10)}.csv`;
