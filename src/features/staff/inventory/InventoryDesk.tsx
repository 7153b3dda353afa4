// The inventory desk: every product's live stock, what open (processing) orders hold and its
// low-stock badge in a sortable table; stock-level tabs with counts, a search, the view kept
// in the address; "Adjust stock", each product's history beneath its row, "Export CSV";
// "Receive delivery" books several products' restocks at once; "Low at" is edited in its row.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { StockReceived } from '#domain/inventory/schemas';
import type { SortDirection } from '#domain/shared/deskQuery';
import { REASON_LABELS, STOCK_LEVEL_LABELS, stockLevel, type StockLevel } from '#domain/inventory/inventory';
import type { InventoryItem } from '#domain/inventory/schemas';
import { formatLongDate } from '#domain/shared/format';
import { LoadingState } from '../../shared/ui/LoadStates';
import { type Column, DataTable, DeskFilters, DeskFrame, deskIsland, ExportCsvButton, StatusTabs, useDesk } from '../kit';
import { fetchInventory, fetchMovements, HISTORY_LOAD_FAILED, INVENTORY_LOAD_FAILED, type MovementsPage } from './inventoryApi';

// The adjustment dialog (and the API's own schema it checks with) loads when a change is started.
const StockAdjustDialog = lazy(() => import('./StockAdjustDialog').then((m) => ({ default: m.StockAdjustDialog })));
// So do the receiving form and the threshold editor (in place of the row's actions), when first opened.
const ReceivingDialog = lazy(() => import('./ReceivingDialog').then((m) => ({ default: m.ReceivingDialog })));
const ThresholdEditor = lazy(() => import('./ThresholdEditor').then((m) => ({ default: m.ThresholdEditor })));

const BADGE: Record<StockLevel, string> = {
  in_stock: 'bg-green-100 text-green-900',
  low_stock: 'bg-amber-100 text-amber-900',
  out_of_stock: 'bg-red-100 text-red-900',
};

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
    <div className="overflow-x-auto p-4" role="region" aria-label={`Stock history of ${item.name}`} tabIndex={0} data-history>
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

type Level = '' | Exclude<StockLevel, 'in_stock'>;
type SortKey = 'name' | 'part_number' | 'stock' | 'on_order' | 'low_stock_threshold';
const VIEW = { level: '' as Level, q: '', sort: 'name' as SortKey, dir: 'asc' as SortDirection };
/** Every product at once: the desk searches, filters and sorts in memory. */
const loadAll = (_query: unknown, signal: AbortSignal) => fetchInventory(signal);
const TEXT_KEYS = new Set<SortKey>(['name', 'part_number']);
const levelOf = (i: InventoryItem) => stockLevel(i.stock, i.low_stock_threshold);

interface Handlers {
  openId: number | null;
  onAdjust: (i: InventoryItem) => void;
  onHistory: (i: InventoryItem) => void;
  onThreshold: (i: InventoryItem) => void;
  /** The threshold editor in place of the row's actions while it is open, else null. */
  editor: (i: InventoryItem) => ReactNode;
}

function columns({ openId, onAdjust, onHistory, onThreshold, editor }: Handlers): Column<InventoryItem>[] {
  return [
    {
      key: 'name',
      label: 'Product',
      sort: 'name',
      cell: (i) => (
        <>
          <span className="block font-semibold text-slate-900">{i.name}</span>
          <span className="block break-all font-mono text-xs text-slate-600">{i.slug}</span>
        </>
      ),
      csv: (i) => i.name,
    },
    { key: 'slug', label: 'Slug', csv: (i) => i.slug },
    {
      key: 'part_number',
      label: 'Part number',
      sort: 'part_number',
      cell: (i) => <span className="font-mono text-xs">{i.part_number}</span>,
      csv: (i) => i.part_number,
    },
    {
      key: 'stock',
      label: 'Live stock',
      sort: 'stock',
      cell: (i) => (
        <span className="text-base font-bold text-slate-900" data-stock>
          {i.stock}
        </span>
      ),
      csv: (i) => i.stock,
      className: 'text-right',
    },
    {
      key: 'on_order',
      label: 'Held by open orders',
      sort: 'on_order',
      cell: (i) => i.on_order,
      csv: (i) => i.on_order,
      className: 'text-right',
    },
    {
      key: 'low_stock_threshold',
      label: 'Low at',
      sort: 'low_stock_threshold',
      cell: (i) => <span data-threshold>{i.low_stock_threshold}</span>,
      csv: (i) => i.low_stock_threshold,
      className: 'text-right',
    },
    {
      key: 'level',
      label: 'Level',
      cell: (i) => <span className={`badge ${BADGE[levelOf(i)]}`}>{STOCK_LEVEL_LABELS[levelOf(i)]}</span>,
      csv: (i) => STOCK_LEVEL_LABELS[levelOf(i)],
      className: 'whitespace-nowrap',
    },
    {
      key: 'actions',
      label: 'Actions',
      cell: (i) =>
        editor(i) ?? (
          <span className="flex flex-wrap gap-2 whitespace-nowrap sm:min-w-56">
            <button type="button" className="btn btn-primary min-h-9 px-3 py-1" onClick={() => onAdjust(i)}>
              Adjust stock<span className="sr-only"> of {i.name}</span>
            </button>
            <button
              type="button"
              className="btn btn-outline min-h-9 px-3 py-1"
              aria-expanded={openId === i.product_id}
              onClick={() => onHistory(i)}
            >
              History<span className="sr-only"> of {i.name}</span>
            </button>
            <button type="button" className="btn btn-outline min-h-9 px-3 py-1" onClick={() => onThreshold(i)}>
              Edit threshold<span className="sr-only"> of {i.name}</span>
            </button>
          </span>
        ),
    },
  ];
}

function sorted(items: InventoryItem[], key: SortKey, dir: string) {
  const sign = dir === 'desc' ? -1 : 1;
  const by = (a: InventoryItem, b: InventoryItem) =>
    TEXT_KEYS.has(key) ? String(a[key]).localeCompare(String(b[key])) : Number(a[key]) - Number(b[key]);
  return [...items].sort((a, b) => sign * by(a, b) || a.name.localeCompare(b.name));
}

function InventoryDesk() {
  const desk = useDesk(VIEW, loadAll, false);
  const { state, query: view } = desk;
  const items = state.kind === 'ready' ? state.data : [];
  const [adjusting, setAdjusting] = useState<InventoryItem | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  // null until first opened; then kept mounted so a closed draft keeps what was typed.
  const [receiving, setReceiving] = useState<boolean | null>(null);
  const [received, setReceived] = useState<StockReceived | null>(null);
  const [editing, setEditing] = useState<number | null>(null);

  const needle = desk.search.trim().toLowerCase();
  const found = items.filter(
    (i) => !needle || i.name.toLowerCase().includes(needle) || i.slug.includes(needle) || i.part_number.toLowerCase().includes(needle),
  );
  const shown = sorted(
    found.filter((i) => !view.level || levelOf(i) === view.level),
    view.sort,
    view.dir,
  );
  const count = (level: StockLevel) => found.filter((i) => levelOf(i) === level).length;
  const tabs = [
    { value: '' as Level, label: 'All products', count: found.length },
    { value: 'low_stock' as Level, label: 'Low stock', count: count('low_stock') },
    { value: 'out_of_stock' as Level, label: 'Out of stock', count: count('out_of_stock') },
  ];
  const history = (i: InventoryItem) => setOpenId((id) => (id === i.product_id ? null : i.product_id));
  const patch = (id: number, change: Partial<InventoryItem>) =>
    desk.update((list) => list.map((i) => (i.product_id === id ? { ...i, ...change } : i)));
  const editor = (i: InventoryItem) =>
    editing === i.product_id ? (
      <Suspense fallback={null}>
        <ThresholdEditor
          item={i}
          onClose={() => setEditing(null)}
          onDone={(low_stock_threshold) => {
            patch(i.product_id, { low_stock_threshold });
            setEditing(null);
          }}
        />
      </Suspense>
    ) : null;
  const cols = columns({ openId, onAdjust: setAdjusting, onHistory: history, onThreshold: (i) => setEditing(i.product_id), editor });
  const nameOf = (id: number) => items.find((i) => i.product_id === id)?.name ?? `#${id}`;

  return (
    <DeskFrame
      desk="inventory"
      title="Inventory"
      intro="Live stock of every product. Record each delivery, count correction, damage or return here; checkouts and cancellations are recorded by themselves."
      aside={
        <button type="button" className="btn btn-primary" disabled={state.kind !== 'ready'} onClick={() => setReceiving(true)}>
          Receive delivery
        </button>
      }
      state={state}
      loading="Loading inventory..."
      failed={INVENTORY_LOAD_FAILED}
      onRetry={desk.retry}
      view={() => (
        <>
          <p role="status" className="text-slate-700">
            {shown.length} of {items.length} products · {items.filter((i) => levelOf(i) !== 'in_stock').length} low or out of stock
          </p>
          {shown.length === 0 ? (
            <p className="card p-8 text-center text-slate-800">No products match.</p>
          ) : (
            <DataTable
              caption="Inventory"
              columns={cols}
              rows={shown}
              rowKey={(i) => String(i.product_id)}
              rowLabel={(i) => i.name}
              sort={{ key: view.sort, dir: view.dir }}
              onSort={({ key, dir }) => desk.change({ sort: key, dir })}
              onOpen={history}
              detail={(i) => i.product_id === openId && <History item={i} />}
            />
          )}
        </>
      )}
      after={
        <>
          {adjusting && (
            <Suspense fallback={null}>
              <StockAdjustDialog
                item={adjusting}
                onClose={() => setAdjusting(null)}
                onDone={(stock) => {
                  patch(adjusting.product_id, { stock });
                  setAdjusting(null);
                }}
              />
            </Suspense>
          )}
          {receiving !== null && (
            <Suspense fallback={null}>
              <ReceivingDialog
                items={items}
                open={receiving}
                onClose={() => setReceiving(false)}
                onDone={(result) => {
                  for (const l of result.lines) patch(l.product_id, { stock: l.stock });
                  setReceived(result);
                  setReceiving(null);
                }}
              />
            </Suspense>
          )}
        </>
      }
    >
      {received && (
        <div role="status" className="card border-green-300 bg-green-50 p-4 text-green-950" data-received>
          <p className="font-semibold">Delivery “{received.reference}” booked</p>
          <ul className="mt-1 text-sm">
            {received.lines.map((l) => (
              <li key={l.product_id}>
                {nameOf(l.product_id)}: +{l.movement.change}, now {l.stock} in stock
              </li>
            ))}
          </ul>
        </div>
      )}
      <StatusTabs label="Products by stock level" tabs={tabs} value={view.level} onChange={(level) => desk.change({ level })} />
      <DeskFilters searchLabel="Search by name, slug or part number" {...desk.filterBar}>
        <ExportCsvButton file="inventory" what="products" columns={cols} rows={shown} />
      </DeskFilters>
    </DeskFrame>
  );
}

export default deskIsland(InventoryDesk);
