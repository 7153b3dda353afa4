// A desk's "Export CSV": the rows its table shows, in the columns' CSV values.
import { csvFileName, downloadCsv } from './csvExport';
import type { Column } from './DataTable';

export function ExportCsvButton<T>({ file, what, columns, rows }: { file: string; what: string; columns: Column<T>[]; rows: T[] }) {
  return (
    <button type="button" className="btn btn-outline" disabled={!rows.length} onClick={() => downloadCsv(csvFileName(file), columns, rows)}>
      Export CSV<span className="sr-only"> of the {what} shown</span>
    </button>
  );
}
