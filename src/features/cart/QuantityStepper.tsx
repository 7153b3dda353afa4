// Cart quantity: minus disabled at 1, only positive integers, sent on plus, minus and blur.
import { useEffect, useState } from 'react';
import { Icon } from '../shared/ui/Icon';
import * as icon from '../../components/iconBodies';

interface Props {
  quantity: number;
  label: string;
  /** A change is on its way: further clicks wait (focus stays where it is). */
  busy?: boolean;
  /** Resolves false when the change was refused: the field shows the kept quantity again. */
  onChange: (quantity: number) => Promise<boolean>;
}

export function QuantityStepper({ quantity, label, busy = false, onChange }: Props) {
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);

  const send = async (next: number) => {
    if (busy) return;
    if (!(await onChange(next))) setText(String(quantity));
  };
  const commit = () => {
    const next = Number(text);
    if (Number.isInteger(next) && next >= 1 && next !== quantity) void send(next);
    else setText(String(quantity));
  };
  const button = 'inline-flex h-11 w-11 items-center justify-center text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400';

  return (
    <div role="group" aria-label={`Quantity of ${label}`} aria-busy={busy || undefined} className="inline-flex items-center rounded-lg border border-slate-400">
      <button type="button" className={`${button} rounded-l-lg`} aria-label={`Decrease quantity of ${label}`} disabled={quantity <= 1} onClick={() => void send(quantity - 1)}>
        <Icon svg={icon.minus} size={16} />
      </button>
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantity of ${label}`}
        name="quantity"
        className="h-11 w-14 border-x border-slate-400 text-center text-base text-slate-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40"
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
      <button type="button" className={`${button} rounded-r-lg`} aria-label={`Increase quantity of ${label}`} onClick={() => void send(quantity + 1)}>
        <Icon svg={icon.plus} size={16} />
      </button>
    </div>
  );
}
