// Confirms one status change in a native modal <dialog> (focus trap, Escape). Shipping
// asks for the tracking number and shipping method; a failure toasts and keeps the dialog
// and what was typed.
import { useId, useState } from 'react';
import { toast } from '../../shared/toast';
import { shipmentFields, shippingMethods, type Shipment } from '#domain/forms/shipment';
import { errorMessage } from '../../../lib/api';
import { TextField } from '../../shared/ui/Field';
import { useValidatedForm } from '../../shared/useValidatedForm';
import { ModalDialog } from '../../shared/ui/ModalDialog';
import type { Order } from '#domain/orders/schemas';
import { ACTIONS, applyAction, ORDER_UPDATE_FAILED, type Action } from './staffOrders';

interface Props {
  order: Order;
  action: Action;
  onClose: () => void;
  onDone: (order: Order) => void;
}

export function StatusActionDialog({ order, action, onClose, onDone }: Props) {
  const uid = useId();
  const [saving, setSaving] = useState(false);
  const info = ACTIONS[action];
  const form = useValidatedForm(shipmentFields, {
    mode: 'submit',
    defaults: { tracking_number: '', shipping_method: order.shipping_method || shippingMethods[0] },
  });

  const run = async (shipment?: Shipment) => {
    setSaving(true);
    try {
      const updated = await applyAction(order.id, action, shipment);
      toast.success(info.done(order.reference));
      onDone(updated);
    } catch (error) {
      toast.error(errorMessage(error, ORDER_UPDATE_FAILED, [0, 408, 500]));
      setSaving(false);
    }
  };

  const submit = action === 'ship' ? form.handleSubmit((values) => run(values)) : (e: React.FormEvent) => (e.preventDefault(), void run());
  const { errors } = form;

  return (
    <ModalDialog
      title={info.title}
      subtitle={
        <>
          Order <span className="font-mono font-semibold">{order.reference}</span> for {order.customer_name || order.customer_email}
        </>
      }
      describedBy={`${uid}-question`}
      busy={saving}
      onClose={onClose}
      onSubmit={submit}
      submit={{
        label: info.button,
        className: action === 'cancel' ? 'bg-red-700 text-white hover:bg-red-800' : 'btn-primary',
        autoFocus: action !== 'ship',
      }}
    >
      <p id={`${uid}-question`} className="text-slate-800">
        {info.question}
      </p>
      {action === 'ship' && (
        <fieldset disabled={saving} className="flex flex-col gap-4">
          <legend className="sr-only">Shipment</legend>
          <TextField
            label="Tracking number"
            autoComplete="off"
            autoFocus
            registration={form.register('tracking_number')}
            error={errors.tracking_number}
          />
          <TextField
            label="Shipping method"
            list={`${uid}-methods`}
            registration={form.register('shipping_method')}
            error={errors.shipping_method}
          />
          <datalist id={`${uid}-methods`}>
            {shippingMethods.map((m) => (
              <option key={m} value={m} />
            ))}
          </datalist>
        </fieldset>
      )}
    </ModalDialog>
  );
}
