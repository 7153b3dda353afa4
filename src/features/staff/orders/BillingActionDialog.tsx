// The order desk's two billing actions (docs/orders-and-documents.md), each in the desk's modal dialog:
// "Confirm order" (contract unit prices, a freight line, terms, expected ship date) and
// "Record payment" (amount, method, date, reference). The server recomputes the totals and
// refuses what is wrong with a message, shown as a toast; the dialog keeps what was typed.
import { useId, useState } from 'react';
import { paymentMethodsReceived, paymentTerms } from '#domain/orders/billing';
import type { Order } from '#domain/orders/schemas';
import { balanceDue } from '#domain/orders/orderCharges';
import { errorMessage } from '../../../lib/api';
import { confirmOrder, recordPayment } from './billingApi';
import { toast } from '../../shared/toast';
import { ModalDialog } from '../../shared/ui/ModalDialog';

export type BillingAction = 'confirm' | 'payment';

interface Props {
  order: Order;
  action: BillingAction;
  onClose: () => void;
  onDone: (order: Order) => void;
}

const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function Input({ label, ...props }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input" {...props} />
    </div>
  );
}

function Choice({
  label,
  options,
  ...props
}: { label: string; options: readonly { value: string; label: string }[] } & React.SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function BillingActionDialog({ order, action, onClose, onDone }: Props) {
  const [saving, setSaving] = useState(false);
  const [prices, setPrices] = useState(() => Object.fromEntries(order.items.map((i) => [i.id, String(i.unit_price)])));
  const [freight, setFreight] = useState(String(order.freight_cost || 0));
  const [terms, setTerms] = useState<string>(order.payment_terms ?? paymentTerms[0].value);
  const [shipDate, setShipDate] = useState(order.expected_ship_date ?? dayAfter(3));
  const [amount, setAmount] = useState(String(balanceDue(order)));
  const [method, setMethod] = useState<string>(paymentMethodsReceived[0].value);
  const [paidOn, setPaidOn] = useState(dayAfter(0));
  const [reference, setReference] = useState('');
  const confirming = action === 'confirm';

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setSaving(true);
    try {
      const updated = confirming
        ? await confirmOrder(order.id, {
            lines: order.items.map((i) => ({ id: i.id, unit_price: Number(prices[i.id]) })),
            freight: Number(freight || 0),
            payment_terms: terms,
            expected_ship_date: shipDate,
          })
        : await recordPayment(order.id, { amount: Number(amount), method, paid_on: paidOn, reference });
      toast.success(confirming ? `Order ${order.reference} confirmed` : `Payment recorded for ${order.reference}`);
      onDone(updated);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not update the order. Please try again.', [0, 408, 500]));
      setSaving(false);
    }
  };

  return (
    <ModalDialog
      title={confirming ? 'Confirm order' : 'Record payment'}
      subtitle={
        <>
          Order <span className="font-mono font-semibold">{order.reference}</span> for{' '}
          {order.company || order.customer_name || order.customer_email}
        </>
      }
      busy={saving}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
      submit={{ label: confirming ? 'Confirm order' : 'Record payment', className: 'btn-primary' }}
    >
      <fieldset disabled={saving} className="flex flex-col gap-4">
        <legend className="sr-only">{confirming ? 'Confirmation' : 'Payment'}</legend>
        {confirming ? (
          <>
            {order.items.map((i) => (
              <Input
                key={i.id}
                label={`Unit price: ${i.product_name} × ${i.quantity}`}
                type="number"
                min="0"
                step="0.01"
                inputMode="decimal"
                value={prices[i.id]}
                onChange={(e) => setPrices({ ...prices, [i.id]: e.target.value })}
              />
            ))}
            <Input
              label="Freight"
              type="number"
              min="0"
              step="0.01"
              inputMode="decimal"
              value={freight}
              onChange={(e) => setFreight(e.target.value)}
            />
            <Choice label="Payment terms" options={paymentTerms} value={terms} onChange={(e) => setTerms(e.target.value)} />
            <Input label="Expected ship date" type="date" value={shipDate} onChange={(e) => setShipDate(e.target.value)} />
          </>
        ) : (
          <>
            <Input
              label="Amount"
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
            <Choice label="Method" options={paymentMethodsReceived} value={method} onChange={(e) => setMethod(e.target.value)} />
            <Input label="Payment date" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
            <Input label="Reference" value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
          </>
        )}
      </fieldset>
    </ModalDialog>
  );
}
