// A desk's "Export CSV": the rows its table shows, in the columns' CSV values. The CSV writer
// loads on the first export.
import type { Column } from './DataTable';

const exportCsv = <T,>(file: string, columns: Column<T>[], rows: T[]) =>
  import('./csvExport').then(({ csvFileName, downloadCsv }) => downloadCsv(csvFileName(file), columns, rows));

export function ExportCsvButton<T>({ file, what, columns, rows }: { file: string; what: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <button type="button" className="btn btn-outline" disabled={!rows.length} onClick={() => void exportCsv(file, columns, rows)}>
      Export CSV<span className="sr-only"> of the {what} shown</span>
    </button>
  );
}
