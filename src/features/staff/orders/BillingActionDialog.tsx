// The order desk's "Record payment" (docs/orders-and-documents.md): amount, method, date and
// reference in the desk's modal dialog; "Confirm order" is ConfirmOrderDialog.
import { useState } from 'react';
import { paymentMethodsReceived } from '#domain/orders/billing';
import { balanceDue } from '#domain/orders/orderCharges';
import { recordPayment } from './billingApi';
import { Choice, dayAfter, Input, MoneyInput, OrderDialog, useOrderRequest, type OrderDialogProps } from './OrderDialog';

export type BillingAction = 'confirm' | 'payment';

export function BillingActionDialog({ order, onClose, onDone }: OrderDialogProps) {
  const { saving, run } = useOrderRequest(onDone);
  const [amount, setAmount] = useState(String(balanceDue(order)));
  const [method, setMethod] = useState<string>(paymentMethodsReceived[0].value);
  const [paidOn, setPaidOn] = useState(dayAfter(0));
  const [reference, setReference] = useState('');

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void run(
      () => recordPayment(order.id, { amount: Number(amount), method, paid_on: paidOn, reference }),
      `Payment recorded for ${order.reference}`,
    );
  };

  return (
    <OrderDialog
      order={order}
      title="Record payment"
      submitLabel="Record payment"
      legend="Payment"
      saving={saving}
      onClose={onClose}
      onSubmit={submit}
    >
      <MoneyInput label="Amount" min="0.01" value={amount} onChange={(e) => setAmount(e.target.value)} />
      <Choice label="Method" options={paymentMethodsReceived} value={method} onChange={(e) => setMethod(e.target.value)} />
      <Input label="Payment date" type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
      <Input label="Reference" value={reference} maxLength={100} onChange={(e) => setReference(e.target.value)} />
    </OrderDialog>
  );
}
