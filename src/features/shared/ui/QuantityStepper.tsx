// − and + buttons around a quantity field. The caller owns the field and what a step does:
// the cart sends each change to the server, the order request keeps it within the stock.
import type { ReactNode } from 'react';
import { Icon } from './Icon';
import * as icon from '../../../components/iconBodies';

interface Step {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}

interface Props {
  decrease: Step;
  increase: Step;
  /** The quantity field itself, styled with `quantityInputClass`. */
  children: ReactNode;
  /** Names the group, e.g. 'Quantity of OTDR' (a field with its own label needs none). */
  label?: string;
  /** A change is on its way. */
  busy?: boolean;
}

export const quantityInputClass =
  'h-11 w-16 border-x border-slate-400 text-center text-base text-slate-900 [appearance:textfield] focus:outline-none focus:ring-2 focus:ring-brand-600/40 disabled:bg-slate-100 aria-[invalid=true]:bg-red-50 [&::-webkit-inner-spin-button]:appearance-none';

const button =
  'inline-flex h-11 w-11 items-center justify-center text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-400';

export function QuantityStepper({ decrease, increase, children, label, busy }: Props) {
  return (
    <div
      role={label ? 'group' : undefined}
      aria-label={label}
      aria-busy={busy || undefined}
      className="inline-flex items-center rounded-lg border border-slate-400 bg-white"
    >
      <button
        type="button"
        className={`${button} rounded-l-lg`}
        aria-label={decrease.label}
        disabled={decrease.disabled}
        onClick={decrease.onClick}
      >
        <Icon svg={icon.minus} size={16} />
      </button>
      {children}
      <button
        type="button"
        className={`${button} rounded-r-lg`}
        aria-label={increase.label}
        disabled={increase.disabled}
        onClick={increase.onClick}
      >
        <Icon svg={icon.plus} size={16} />
      </button>
    </div>
  );
}
