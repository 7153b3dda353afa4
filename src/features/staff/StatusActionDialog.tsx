// Confirms one status change in a native modal <dialog> (focus trap, Escape). Shipping
// asks for the tracking number and shipping method; a failure toasts and keeps the dialog
// and what was typed.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { shipmentSchema, shippingMethods, type Shipment } from '../../domain/forms/shipment';
import { errorMessage } from '../../lib/api';
import { FormField } from '../auth/FormField';
import { Icon } from '../shared/Icon';
import type { Order } from '../../domain/order';
import { ACTIONS, applyAction, ORDER_UPDATE_FAILED, type Action } from './staffOrders';

interface Props {
  order: Order;
  action: Action;
  onClose: () => void;
  onDone: (order: Order) => void;
}

export function StatusActionDialog({ order, action, onClose, onDone }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const uid = useId();
  const [saving, setSaving] = useState(false);
  const info = ACTIONS[action];
  const form = useForm<Shipment>({
    resolver: zodResolver(shipmentSchema),
    defaultValues: { tracking_number: '', shipping_method: order.shipping_method || shippingMethods[0] },
  });

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const close = () => {
    if (!saving) onClose();
  };

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
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close();
  };
  const { errors } = form.formState;

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${uid}-title`}
      aria-describedby={`${uid}-question`}
      className="m-auto w-[min(100vw-1.5rem,30rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={onBackdrop}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 p-5 sm:p-6" aria-busy={saving}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={`${uid}-title`} className="text-xl">{info.title}</h2>
            <p className="mt-1 text-sm text-slate-700">
              Order <span className="font-mono font-semibold">{order.reference}</span> for {order.customer_name || order.customer_email}
            </p>
          </div>
          <button type="button" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" aria-label="Close" disabled={saving} onClick={close}>
            <Icon name="x" size={22} />
          </button>
        </div>
        <p id={`${uid}-question`} className="text-slate-800">{info.question}</p>
        {action === 'ship' && (
          <fieldset disabled={saving} className="flex flex-col gap-4">
            <legend className="sr-only">Shipment</legend>
            <FormField label="Tracking number" autoComplete="off" autoFocus registration={form.register('tracking_number')} error={errors.tracking_number?.message} />
            <FormField label="Shipping method" list={`${uid}-methods`} registration={form.register('shipping_method')} error={errors.shipping_method?.message} />
            <datalist id={`${uid}-methods`}>
              {shippingMethods.map((m) => <option key={m} value={m} />)}
            </datalist>
          </fieldset>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" disabled={saving} onClick={close}>Back</button>
          <button type="submit" className={`btn ${action === 'cancel' ? 'bg-red-700 text-white hover:bg-red-800' : 'btn-primary'}`} disabled={saving} autoFocus={action !== 'ship'}>
            {saving ? 'Saving...' : info.button}
          </button>
        </div>
      </form>
    </dialog>
  );
}
