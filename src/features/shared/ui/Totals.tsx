// The money lines under a cart, a checkout or an order: each labelled amount, then the total.
import { formatPrice } from '#domain/shared/format';
import { useMessages } from '../useMessages';

interface Props {
  lines: [label: string, amount: number][];
  total: number;
  /** Lines under the total (paid so far, balance due). */
  after?: [label: string, amount: number][];
  className?: string;
}

const line = ([label, amount]: [string, number]) => (
  <div key={label} className="flex justify-between">
    <dt>{label}</dt>
    <dd>{formatPrice(amount)}</dd>
  </div>
);

export function Totals({ lines, total, after = [], className = '' }: Props) {
  const m = useMessages('ui');
  return (
    <dl className={`mt-4 space-y-2 text-slate-800 ${className}`}>
      {lines.map(line)}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        <dt>{m.total}</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
      {after.map(line)}
    </dl>
  );
}
