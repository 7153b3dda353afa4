// The checkout form's groups: contact, shipping or pickup at the yard (then no address) with the
// contractor's company, PO number and job, payment preference.
import { fulfilments } from '#domain/orders/purchase';
import { checkoutFields, paymentMethods } from '#domain/forms/checkout';
import type { FieldErrors } from '#domain/forms/rules';
import { TextField } from '../shared/ui/Field';
import type { FieldRegistration } from '../shared/useValidatedForm';
import { useMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';

type Name = keyof typeof checkoutFields;
interface Props {
  register: (name: Name) => FieldRegistration;
  errors: FieldErrors<typeof checkoutFields>;
  /** Picked up at the yard: no address fields, the yard's address and hours instead. */
  pickup: boolean;
  /** The address fields hold the customer's last delivery address. */
  lastAddress: boolean;
  onPickup: (pickup: boolean) => void;
  /** The yard's address and hours. */
  pickupYard: string;
}

const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50';

const group = 'card p-6';
const legend = 'text-lg font-bold text-slate-900';

export function CheckoutFields({ register, errors, pickup, onPickup, pickupYard, lastAddress }: Props) {
  const { checkout: m, order } = useMessages('shop');
  const field = (name: Name) => ({ registration: register(name), error: errors[name] });
  const fulfilment = register('fulfilment');
  return (
    <div className="space-y-6">
      <fieldset className={group}>
        <legend className={`${legend} float-left mb-4 w-full`}>{m.contactInformation}</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <TextField label={m.firstName} autoComplete="given-name" {...field('firstName')} />
          <TextField label={m.lastName} autoComplete="family-name" {...field('lastName')} />
          <TextField label={m.email} type="email" autoComplete="email" {...field('email')} />
          <TextField label={m.phone} type="tel" autoComplete="tel" {...field('phone')} />
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={`${legend} float-left mb-4 w-full`}>{pickup ? m.pickup : m.shippingAddress}</legend>
        <div className="clear-both grid gap-3 sm:grid-cols-2">
          {fulfilments.map((f) => (
            <label key={f.value} className={choiceClass}>
              <input
                type="radio"
                value={f.value}
                className="h-4 w-4 accent-brand-700"
                {...fulfilment}
                onChange={(e) => {
                  fulfilment.onChange();
                  onPickup(e.currentTarget.value === 'pickup');
                }}
              />
              <span className="text-slate-900">{order.fulfilments[f.value]}</span>
            </label>
          ))}
        </div>
        {/* Hidden, not removed, for a pickup: what was typed is still there if they choose shipping again. */}
        <div className={pickup ? 'hidden' : 'mt-4 grid gap-4 sm:grid-cols-2'}>
          {lastAddress && <p className="text-sm text-slate-700 sm:col-span-2">{m.lastAddress}</p>}
          <TextField className="sm:col-span-2" label={m.address} autoComplete="address-line1" {...field('address1')} />
          <TextField className="sm:col-span-2" label={m.address2} autoComplete="address-line2" optional {...field('address2')} />
          <TextField label={m.city} autoComplete="address-level2" {...field('city')} />
          <TextField label={m.state} autoComplete="address-level1" optional {...field('state')} />
          <TextField label={m.postalCode} autoComplete="postal-code" {...field('postalCode')} />
          <TextField label={m.country} autoComplete="country-name" {...field('country')} />
        </div>
        {pickup && (
          <p className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4 text-slate-900">
            {fill(m.noShippingCharge, { yard: pickupYard })}
          </p>
        )}
        <div className="mt-4 grid gap-4 sm:grid-cols-3">
          <TextField label={order.company} autoComplete="organization" optional {...field('company')} />
          <TextField label={order.poNumber} optional {...field('poNumber')} />
          <TextField label={order.jobReference} optional {...field('jobReference')} />
        </div>
      </fieldset>
      <fieldset className={group} aria-describedby="payment-note">
        <legend className={`${legend} float-left mb-2 w-full`}>{m.paymentPreference}</legend>
        <p id="payment-note" className="clear-both mb-4 text-sm text-slate-700">
          {m.paymentNote}
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {paymentMethods.map((method) => (
            <label key={method.value} className={choiceClass}>
              <input type="radio" value={method.value} className="h-4 w-4 accent-brand-700" {...register('paymentMethod')} />
              <span className="text-slate-900">{order.paymentMethods[method.value]}</span>
            </label>
          ))}
        </div>
        {errors.paymentMethod && <p className="field-error">{errors.paymentMethod}</p>}
      </fieldset>
    </div>
  );
}
