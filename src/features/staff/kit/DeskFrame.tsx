// The frame of a staff desk: the links between the desks, its title and intro (with an
// optional action beside them), the desk's tools, and its data: loading, failed (with "Try
// again"), or the desk's own view; for a page of rows, "No … yet" or "No … match your
// filters" (with "Clear Filters") when it has none, and the pager under it.
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { staffDesks, type StaffDeskId } from '../../../components/layout/staffDesks';
import { LAST_DESK } from '../../shared/session/navigation';
import type { LoadState } from '../../shared/useLoad';
import { DeskEmpty } from '../../shared/ui/DeskEmpty';
import { LoadFailed, LoadingState } from '../../shared/ui/LoadStates';
import type { Paging } from './useDesk';

// The pager loads when a list first has more than one page.
const Pagination = lazy(() => import('../../shared/ui/Pagination').then((m) => ({ default: m.Pagination })));

/**
 * Links between the staff desks (on a phone one row that scrolls sideways); the desk shown is the
 * one staff land on at their next sign-in.
 */
function DeskLinks({ current, className }: { current: StaffDeskId; className: string }) {
  useEffect(() => {
    try {
      localStorage.setItem(LAST_DESK, location.pathname.replace(/\/$/, ''));
    } catch {
      // Storage refused (private mode): staff land on the order desk.
    }
  }, []);
  return (
    <nav
      aria-label="Staff desks"
      className={`flex flex-wrap gap-2 max-sm:-mx-4 max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1 ${className}`}
    >
      {staffDesks.map((d) => (
        <a
          key={d.id}
          href={d.href}
          className={`btn shrink-0 ${d.id === current ? 'btn-primary' : 'btn-outline'}`}
          aria-current={d.id === current ? 'page' : undefined}
        >
          {d.label}
        </a>
      ))}
    </nav>
  );
}

interface Props<T> {
  desk: StaffDeskId;
  title: string;
  intro: ReactNode;
  /** Shown beside the title (an action, a count); the intro then keeps to a readable width. */
  aside?: ReactNode;
  /** Leaves the links and the title out of a printout (the sessions desk prints its roster). */
  noPrint?: boolean;
  className?: string;
  state: LoadState<T>;
  loading: string;
  failed: string;
  onRetry: () => void;
  /** For a page of rows (items, pages): what it lists, and its place among the pages. */
  paging?: Paging & { what: string };
  /** The desk's tools above its data: tabs, filters. */
  children?: ReactNode;
  /** The desk's data once loaded. */
  view: (data: T) => ReactNode;
  /** What follows the data: the desk's dialogs. */
  after?: ReactNode;
}

export function DeskFrame<T>({ desk, title, intro, aside, noPrint, className = 'space-y-5', state, ...props }: Props<T>) {
  const hide = noPrint ? 'print:hidden' : '';
  const data = state.kind === 'ready' ? state.data : null;
  const { paging } = props;
  const page = paging && (data as { items: unknown[]; pages: number } | null);
  return (
    <div className={className}>
      <DeskLinks current={desk} className={hide} />
      <div className={`flex flex-wrap items-end justify-between gap-4 ${hide}`}>
        <div className="min-w-0 flex-1 basis-96">
          <h1 className="section-title">{title}</h1>
          <p className={`mt-2 text-slate-700 max-sm:text-sm ${aside === undefined ? '' : 'max-w-3xl'}`}>{intro}</p>
        </div>
        {aside}
      </div>
      {props.children}
      {state.kind === 'loading' && <LoadingState text={props.loading} />}
      {state.kind === 'error' && <LoadFailed message={props.failed} onRetry={props.onRetry} />}
      {page && !page.items.length ? (
        <DeskEmpty what={paging.what} filtered={paging.filtered} onClear={paging.onClear} />
      ) : (
        data && props.view(data)
      )}
      {page && page.pages > 1 && (
        <Suspense fallback={null}>
          <Pagination page={paging.page} pages={page.pages} onPage={paging.onPage} />
        </Suspense>
      )}
      {props.after}
    </div>
  );
}
