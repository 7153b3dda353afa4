// The money lines under a cart, a checkout or an order: each labelled amount, then the total.
import { formatPrice } from '#domain/shared/format';

interface Props {
  lines: [label: string, amount: number][];
  total: number;
  className?: string;
}

export function Totals({ lines, total, className = '' }: Props) {
  return (
    <dl className={`mt-4 space-y-2 text-slate-800 ${className}`}>
      {lines.map(([label, amount]) => (
        <div key={label} className="flex justify-between">
          <dt>{label}</dt>
          <dd>{formatPrice(amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between border-t border-slate-200 pt-2 text-lg font-bold text-slate-900">
        <dt>Total</dt>
        <dd>{formatPrice(total)}</dd>
      </div>
    </dl>
  );
}
