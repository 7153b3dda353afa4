// The money lines under a cart, a checkout or an order: each labelled amount, then the total.
import { formatPrice } from '#domain/shared/format';
import { useMessages } from '../useMessages';

/** An amount, or a text in its place while it is being worked out. */
type Amount = number | string;

interface Props {
  lines: [label: string, amount: Amount][];
  total: Amount;
  /** Lines under the total (paid so far, balance due). */
  after?: [label: string, amount: Amount][];
  className?: string;
}

const money = (amount: Amount) => (typeof amount === 'number' ? formatPrice(amount) : amount);

const line = ([label, amount]: [string, Amount]) => (
  <div key={label} className="flex justify-between">
    <dt>{label}</dt>
    <dd>{money(amount)}</dd>
  </div>
);

export function Totals({ lines, total, after = [], className = '' }: Props) {
  const m = useMessages('ui');
  return (
    <dl className={`mt-4 space-y-2 text-slate-800 ${className}`}>
      {lines.map(line)}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        <dt>{m.total}</dt>
        <dd>{money(total)}</dd>
      </div>
      {after.map(line)}
    </dl>
  );
}
