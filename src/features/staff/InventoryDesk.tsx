// The inventory desk: every product's live stock, what processing orders hold and its
// low-stock badge; search and stock-level filter; "Adjust stock" and each product's history.
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { REASON_LABELS, STOCK_LEVEL_LABELS, stockLevel, type InventoryItem, type StockLevel } from '../../domain/inventory';
import { formatLongDate } from '../../domain/format';
import { useLoad } from '../shared/useLoad';
import { StaffDeskLinks } from './StaffGate';
import { fetchInventory, fetchMovements, HISTORY_LOAD_FAILED, INVENTORY_LOAD_FAILED, type MovementsPage } from './inventoryApi';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

// The adjustment dialog (and the API's own schema it checks with) loads when a change is started.
const StockAdjustDialog = lazy(() => import('./StockAdjustDialog').then((m) => ({ default: m.StockAdjustDialog })));

const BADGE: Record<StockLevel, string> = {
  in_stock: 'bg-green-100 text-green-900',
  low_stock: 'bg-amber-100 text-amber-900',
  out_of_stock: 'bg-red-100 text-red-900',
};
const FILTERS: { value: '' | Exclude<StockLevel, 'in_stock'>; label: string }[] = [
  { value: '', label: 'All products' },
  { value: 'low_stock', label: 'Low stock' },
  { value: 'out_of_stock', label: 'Out of stock' },
];

function History({ item }: { item: InventoryItem }) {
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; data: MovementsPage }>({ kind: 'loading' });
  useEffect(() => {
    fetchMovements(item.product_id).then(
      (data) => setState({ kind: 'ready', data }),
      () => setState({ kind: 'error' }),
    );
  }, [item.product_id, item.stock]);
  if (state.kind === 'loading') return <LoadingState text="Loading history..." />;
  if (state.kind === 'error')
    return (
      <p role="alert" className="p-4 text-red-800">
        {HISTORY_LOAD_FAILED}
      </p>
    );
  if (!state.data.items.length) return <p className="p-4 text-slate-700">No stock changes recorded yet.</p>;
  return (
    <div className="overflow-x-auto p-4" role="region" aria-label={`Stock history of ${item.name}`} tabIndex={0}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Stock history of {item.name}, newest first</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Time
            </th>
            <th scope="col" className="pr-3">
              Change
            </th>
            <th scope="col" className="pr-3">
              Stock after
            </th>
            <th scope="col" className="pr-3">
              Reason
            </th>
            <th scope="col" className="pr-3">
              By
            </th>
            <th scope="col">Order</th>
          </tr>
        </thead>
        <tbody>
          {state.data.items.map((m) => (
            <tr key={m.id} className="border-t border-slate-200 align-top">
              <td className="py-2 pr-3 whitespace-nowrap">
                {formatLongDate(m.created_at)} {new Date(m.created_at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}
              </td>
              <td className={`pr-3 font-semibold ${m.change > 0 ? 'text-green-800' : 'text-red-800'}`}>
                {m.change > 0 ? `+${m.change}` : m.change}
              </td>
              <td className="pr-3">{m.stock_after}</td>
              <td className="pr-3">
                {REASON_LABELS[m.reason]}
                {m.note && <span className="block text-slate-600">{m.note}</span>}
              </td>
              <td className="pr-3 break-all">{m.actor ?? '—'}</td>
              <td className="font-mono">{m.order_reference ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {state.data.total > state.data.items.length && (
        <p className="mt-2 text-xs text-slate-600">
          Showing the latest {state.data.items.length} of {state.data.total} changes.
        </p>
      )}
    </div>
  );
}

function Row({ item, onAdjust }: { item: InventoryItem; onAdjust: () => void }) {
  const [open, setOpen] = useState(false);
  const level = stockLevel(item.stock, item.low_stock_threshold);
  const historyId = `history-${item.product_id}`;
  return (
    <li className="card overflow-hidden" data-inventory={item.slug}>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 p-4 sm:px-6">
        <div className="min-w-0 flex-1 basis-64">
          <p className="font-semibold text-slate-900">{item.name}</p>
          <p className="break-all font-mono text-xs text-slate-600">{item.slug}</p>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-sm">
          <div>
            <dt className="text-slate-600">Live stock</dt>
            <dd className="text-lg font-bold text-slate-900" data-stock>
              {item.stock}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">On order</dt>
            <dd className="text-lg font-semibold text-slate-900">{item.on_order}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Low at</dt>
            <dd className="text-lg text-slate-900">{item.low_stock_threshold}</dd>
          </div>
        </dl>
        <span className={`badge ${BADGE[level]}`}>{STOCK_LEVEL_LABELS[level]}</span>
        <div className="flex gap-2">
          <button type="button" className="btn btn-primary" onClick={onAdjust}>
            Adjust stock<span className="sr-only"> of {item.name}</span>
          </button>
          <button type="button" className="btn btn-outline" aria-expanded={open} aria-controls={historyId} onClick={() => setOpen(!open)}>
            History<span className="sr-only"> of {item.name}</span>
          </button>
        </div>
      </div>
      <div id={historyId} hidden={!open} className="border-t border-slate-200">
        {open && <History item={item} />}
      </div>
    </li>
  );
}

export function InventoryDesk() {
  const uid = useId();
  const { state, retry, update } = useLoad(fetchInventory);
  const items = state.kind === 'ready' ? state.data : [];
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState<(typeof FILTERS)[number]['value']>('');
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);

  const needle = search.trim().toLowerCase();
  const shown = items.filter(
    (i) =>
      (!needle || i.name.toLowerCase().includes(needle) || i.slug.includes(needle)) &&
      (!level || stockLevel(i.stock, i.low_stock_threshold) === level),
  );
  const low = items.filter((i) => stockLevel(i.stock, i.low_stock_threshold) !== 'in_stock').length;

  return (
    <div className="space-y-6">
      <StaffDeskLinks current="inventory" />
      <div>
        <h1 className="section-title">Inventory</h1>
        <p className="mt-2 text-slate-700">
          Live stock of every product. Record each delivery, count correction, damage or return here; checkouts and cancellations are
          recorded by themselves.
        </p>
      </div>
      <form role="search" className="card grid gap-4 p-4 sm:grid-cols-[1fr_14rem] sm:p-6" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={`${uid}-q`} className="field-label">
            Search by name or slug
          </label>
          <input id={`${uid}-q`} type="search" className="field-input" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div>
          <label htmlFor={`${uid}-level`} className="field-label">
            Stock level
          </label>
          <select id={`${uid}-level`} className="field-input" value={level} onChange={(e) => setLevel(e.target.value as typeof level)}>
            {FILTERS.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {state.kind === 'loading' && <LoadingState text="Loading inventory..." />}
      {state.kind === 'error' && <LoadFailed message={INVENTORY_LOAD_FAILED} onRetry={retry} />}
      {state.kind === 'ready' && (
        <>
          <p role="status" className="text-slate-700">
            {shown.length} of {items.length} products · {low} low or out of stock
          </p>
          {shown.length === 0 ? (
            <p className="card p-8 text-center text-slate-800">No products match.</p>
          ) : (
            <ul className="space-y-3">
              {shown.map((item) => (
                <Row key={item.product_id} item={item} onAdjust={() => setAdjusting(item)} />
              ))}
            </ul>
          )}
        </>
      )}
      {adjusting && (
        <Suspense fallback={null}>
          <StockAdjustDialog
            item={adjusting}
            onClose={() => setAdjusting(null)}
            onDone={(stock) => {
              update((list) => list.map((i) => (i.product_id === adjusting.product_id ? { ...i, stock } : i)));
              setAdjusting(null);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
