// What the order desk's dialogs share: the modal with the order's reference and customer, its
// labelled fields, and the request that sends them (busy meanwhile; on success a toast and the
// changed order, on refusal the server's reason as a toast while the dialog keeps what was typed).
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Order } from '#domain/orders/schemas';
import { errorMessage } from '../../../lib/api';
import { toast } from '../../shared/toast';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import { ORDER_UPDATE_FAILED } from './staffOrders';

export interface OrderDialogProps {
  order: Order;
  onClose: () => void;
  onDone: (order: Order) => void;
}

export const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A field with its visible label. */
function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

export const Input = ({ label, ...props }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) => (
  <Labelled label={label}>{(id) => <input id={id} className="field-input" {...props} />}</Labelled>
);

/** Dollars and cents, from min (0 unless told). */
export const MoneyInput = (props: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) => (
  <Input type="number" min="0" step="0.01" inputMode="decimal" {...props} />
);

type ChoiceProps = { label: string; options: readonly { value: string; label: string }[] } & React.SelectHTMLAttributes<HTMLSelectElement>;
export const Choice = ({ label, options, ...props }: ChoiceProps) => (
  <Labelled label={label}>
    {(id) => (
      <select id={id} className="field-input" {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    )}
  </Labelled>
);

/** Sends the dialog's request; answers whether it is under way and how to start it. */
export function useOrderRequest(onDone: (order: Order) => void) {
  const [saving, setSaving] = useState(false);
  const run = async (request: () => Promise<Order>, success: string) => {
    setSaving(true);
    try {
      const updated = await request();
      toast.success(success);
      onDone(updated);
    } catch (error) {
      toast.error(errorMessage(error, ORDER_UPDATE_FAILED, [0, 408, 500]));
      setSaving(false);
    }
  };
  return { saving, run };
}

interface Props {
  order: Order;
  title: string;
  submitLabel: string;
  /** What the fields are, for a screen reader. */
  legend: string;
  saving: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

export function OrderDialog({ order, title, submitLabel, legend, saving, onClose, onSubmit, children }: Props) {
  return (
    <ModalDialog
      title={title}
      subtitle={
        <>
          Order <span className="font-mono font-semibold">{order.reference}</span> for{' '}
          {order.company || order.customer_name || order.customer_email}
        </>
      }
      busy={saving}
      onClose={onClose}
      onSubmit={onSubmit}
      submit={{ label: submitLabel, className: 'btn-primary' }}
    >
      <fieldset disabled={saving} className="flex flex-col gap-4">
        <legend className="sr-only">{legend}</legend>
        {children}
      </fieldset>
    </ModalDialog>
  );
}
