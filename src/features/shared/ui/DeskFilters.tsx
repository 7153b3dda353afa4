// The filter bar of a desk: a search field that "/" focuses from anywhere on the page (the
// header's search key goes to a page's own search box, data-page-search), an optional date
// range, and the desk's own extras (export button, bulk actions) at the end.
import { useId, type ReactNode } from 'react';

export interface DateRangeValue {
  from: string;
  to: string;
}

export function DeskFilters({
  searchLabel,
  search,
  onSearch,
  range,
  onRange,
  children,
}: {
  searchLabel: string;
  search: string;
  onSearch: (q: string) => void;
  range?: DateRangeValue;
  onRange?: (range: DateRangeValue) => void;
  children?: ReactNode;
}) {
  const uid = useId();
  return (
    <form role="search" className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
      <div className="min-w-0 flex-1 basis-64">
        <label htmlFor={`${uid}-q`} className="field-label">
          {searchLabel} <span className="font-normal text-slate-600 max-sm:hidden">(press /)</span>
        </label>
        <input
          id={`${uid}-q`}
          name="q"
          type="search"
          data-page-search
          className="field-input"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      {range && onRange && (
        <>
          <div className="basis-36 max-sm:min-w-32 max-sm:flex-1">
            <label htmlFor={`${uid}-from`} className="field-label">
              From
            </label>
            <input
              id={`${uid}-from`}
              type="date"
              className="field-input min-w-0"
              value={range.from}
              max={range.to || undefined}
              onChange={(e) => onRange({ ...range, from: e.target.value })}
            />
          </div>
          <div className="basis-36 max-sm:min-w-32 max-sm:flex-1">
            <label htmlFor={`${uid}-to`} className="field-label">
              To
            </label>
            <input
              id={`${uid}-to`}
              type="date"
              className="field-input min-w-0"
              value={range.to}
              min={range.from || undefined}
              onChange={(e) => onRange({ ...range, to: e.target.value })}
            />
          </div>
        </>
      )}
      {children}
    </form>
  );
}
