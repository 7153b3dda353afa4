// A desk's dense table: sortable headers (aria-sort), a sticky header row, optional row
// selection, and keyboard moves — ↑/↓ or j/k go from row to row, Enter opens the row (its
// detail shows in a row beneath); with keysAnywhere, j/k pressed anywhere outside a field or a
// dialog first bring the focus to the current row. Under 640 px each row becomes a card (CSS: .data-table).
import { Fragment, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { SortDirection } from '#domain/shared/deskQuery';

export interface Column<T> {
  key: string;
  label: string;
  /** What the table shows; a column without it is in the CSV export only. */
  cell?: (row: T) => ReactNode;
  /** The value in "Export CSV"; a column without it is left out of the export. */
  csv?: (row: T) => string | number | null;
  /** Sortable when set: the key the desk sorts by (often the column's key). */
  sort?: string;
  className?: string;
}

export interface Sort {
  key: string;
  dir: SortDirection;
}

export interface Selection {
  selected: ReadonlySet<string>;
  onChange: (keys: string[], selected: boolean) => void;
}

interface Props<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  /** What a screen reader calls the row (e.g. its reference), for the select box and Enter. */
  rowLabel: (row: T) => string;
  sort?: Sort;
  onSort?: (sort: Sort) => void;
  onOpen?: (row: T) => void;
  /** The open row's detail, shown in a row beneath it. */
  detail?: (row: T) => ReactNode | null;
  selection?: Selection;
  /** Data attributes of a row's <tr> (e.g. its kind, for styling or tests). */
  rowData?: (row: T) => Record<`data-${string}`, string>;
  /** j/k work from anywhere on the page (the desk's one table), not only once a row has the focus. */
  keysAnywhere?: boolean;
}

const MOVES: Record<string, 1 | -1> = { ArrowDown: 1, j: 1, ArrowUp: -1, k: -1 };
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function SortHeader({ label, sortKey, sort, onSort }: { label: string; sortKey: string; sort?: Sort; onSort?: (s: Sort) => void }) {
  const active = sort?.key === sortKey;
  const next: SortDirection = active && sort.dir === 'asc' ? 'desc' : active ? 'asc' : 'asc';
  return (
    <button type="button" className="data-table-sort" onClick={() => onSort?.({ key: sortKey, dir: next })}>
      {label}
      <span aria-hidden="true" className={active ? 'text-brand-700' : 'text-slate-400'}>
        {active && sort.dir === 'desc' ? '▼' : '▲'}
      </span>
    </button>
  );
}

export function DataTable<T>({
  caption,
  columns: all,
  rows,
  rowKey,
  rowLabel,
  sort,
  onSort,
  onOpen,
  detail,
  selection,
  rowData,
  keysAnywhere = false,
}: Props<T>) {
  const columns = all.filter((c) => c.cell);
  const body = useRef<HTMLTableSectionElement>(null);
  const [active, setActive] = useState(0);
  const keys = rows.map(rowKey);
  const allSelected = !!selection && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const width = columns.length + (selection ? 1 : 0);

  useEffect(() => {
    if (!keysAnywhere) return;
    const toTable = (e: globalThis.KeyboardEvent) => {
      if ((e.key !== 'j' && e.key !== 'k') || e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement;
      if (body.current?.contains(target) || target.closest('input, select, textarea, [contenteditable], dialog')) return;
      const row = body.current?.querySelector<HTMLElement>('tr[data-row][tabindex="0"]');
      if (!row) return;
      e.preventDefault();
      row.focus();
    };
    document.addEventListener('keydown', toTable);
    return () => document.removeEventListener('keydown', toTable);
  }, [keysAnywhere]);

  function onKeyDown(e: KeyboardEvent<HTMLTableSectionElement>) {
    const target = e.target as HTMLElement;
    const row = target.closest<HTMLTableRowElement>('tr[data-row]');
    if (!row || target.matches('input, select, textarea')) return;
    const index = Number(row.dataset.row);
    if (e.key === 'Enter' && target === row && onOpen) {
      e.preventDefault();
      onOpen(rows[index]);
      return;
    }
    const step = MOVES[e.key];
    if (!step || e.altKey || e.ctrlKey || e.metaKey) return;
    const to = Math.min(rows.length - 1, Math.max(0, index + step));
    e.preventDefault();
    setActive(to);
    body.current?.querySelector<HTMLElement>(`tr[data-row="${to}"]`)?.focus();
  }

  return (
    <table className="data-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className="w-10">
              <input
                type="checkbox"
                className="size-5"
                aria-label="Select all rows shown"
                checked={allSelected}
                onChange={(e) => selection.onChange(keys, e.target.checked)}
              />
            </th>
          )}
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              className={c.className}
              aria-sort={c.sort && sort?.key === c.sort ? ARIA_SORT[sort.dir] : undefined}
              data-sortable={c.sort ? '' : undefined}
            >
              {c.sort ? <SortHeader label={c.label} sortKey={c.sort} sort={sort} onSort={onSort} /> : c.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody ref={body} onKeyDown={onKeyDown}>
        {rows.map((row, i) => {
          const key = keys[i];
          const shown = detail?.(row);
          return (
            <Fragment key={key}>
              <tr
                data-row={i}
                tabIndex={i === Math.min(active, rows.length - 1) ? 0 : -1}
                onFocus={() => setActive(i)}
                aria-label={onOpen ? `${rowLabel(row)}, press Enter to open` : undefined}
                data-open={shown ? '' : undefined}
                {...rowData?.(row)}
              >
                {selection && (
                  <td className="w-10">
                    <input
                      type="checkbox"
                      className="size-5"
                      aria-label={`Select ${rowLabel(row)}`}
                      checked={selection.selected.has(key)}
                      onChange={(e) => selection.onChange([key], e.target.checked)}
                    />
                  </td>
                )}
                {columns.map((c) => (
                  <td key={c.key} data-label={c.label} className={c.className}>
                    <div className="min-w-0 flex-1">{c.cell!(row)}</div>
                  </td>
                ))}
              </tr>
              {shown && (
                <tr className="data-table-detail">
                  <td colSpan={width}>{shown}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
