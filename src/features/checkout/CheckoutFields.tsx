// The checkout form's three groups: contact, shipping address, payment preference.
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { checkoutFormSchema, paymentMethods } from '../../domain/forms/checkout';
import { FormField } from '../auth/FormField';

type CheckoutInput = z.input<typeof checkoutFormSchema>;
interface Props { register: UseFormRegister<CheckoutInput>; errors: FieldErrors<CheckoutInput> }

const group = 'card p-6';
const legend = 'text-lg font-bold text-slate-900';

export function CheckoutFields({ register, errors }: Props) {
  const field = (name: keyof CheckoutInput) => ({ registration: register(name), error: errors[name]?.message });
  return (
    <div className="space-y-6">
      <fieldset className={group}>
        <legend className={`${legend} float-left mb-4 w-full`}>Contact Information</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <FormField label="First Name" autoComplete="given-name" {...field('firstName')} />
          <FormField label="Last Name" autoComplete="family-name" {...field('lastName')} />
          <FormField label="Email" type="email" autoComplete="email" {...field('email')} />
          <FormField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        </div>
      </fieldset>
      <fieldset className={group}>
        <legend className={`${legend} float-left mb-4 w-full`}>Shipping Address</legend>
        <div className="clear-both grid gap-4 sm:grid-cols-2">
          <FormField className="sm:col-span-2" label="Address" autoComplete="address-line1" {...field('address1')} />
          <FormField className="sm:col-span-2" label="Address Line 2" autoComplete="address-line2" optional {...field('address2')} />
          <FormField label="City" autoComplete="address-level2" {...field('city')} />
          <FormField label="State" autoComplete="address-level1" optional {...field('state')} />
          <FormField label="Postal Code" autoComplete="postal-code" {...field('postalCode')} />
          <FormField label="Country" autoComplete="country-name" {...field('country')} />
        </div>
      </fieldset>
      <fieldset className={group} aria-describedby="payment-note">
        <legend className={`${legend} float-left mb-2 w-full`}>Payment Preference</legend>
        <p id="payment-note" className="clear-both mb-4 text-sm text-slate-700">
          No payment is taken online. Our team will contact you to confirm the order and arrange payment.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          {paymentMethods.map((method) => (
            <label key={method.value} className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" value={method.value} className="h-4 w-4 accent-brand-700" {...register('paymentMethod')} />
              <span className="text-slate-900">{method.label}</span>
            </label>
          ))}
        </div>
        {errors.paymentMethod?.message && <p className="field-error">{errors.paymentMethod.message}</p>}
      </fieldset>
    </div>
  );
}
