// Cart quantity: minus disabled at 1, only positive integers, sent on plus, minus and blur.
import { useEffect, useState } from 'react';
import { QuantityStepper, quantityInputClass } from '../shared/ui/QuantityStepper';
import { useMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';

interface Props {
  quantity: number;
  label: string;
  /** A change is on its way: further clicks wait (focus stays where it is). */
  busy?: boolean;
  /** Resolves false when the change was refused: the field shows the kept quantity again. */
  onChange: (quantity: number) => Promise<boolean>;
}

export function CartQuantity({ quantity, label, busy = false, onChange }: Props) {
  const m = useMessages('shop').cart;
  const named = { name: label };
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

  return (
    <QuantityStepper
      label={fill(m.quantity, named)}
      busy={busy}
      decrease={{ label: fill(m.decrease, named), disabled: quantity <= 1, onClick: () => void send(quantity - 1) }}
      increase={{ label: fill(m.increase, named), onClick: () => void send(quantity + 1) }}
    >
      <input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={fill(m.quantity, named)}
        name="quantity"
        className={quantityInputClass}
        value={text}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
        }}
      />
    </QuantityStepper>
  );
}
