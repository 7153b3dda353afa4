// The signed-in 'Add to Cart' button (showcase, listing and product page).
import { useState } from 'react';
import { Icon } from '../ui/Icon';
import { useMessages } from '../useMessages';
import { addProductToCart } from './addProduct';
import * as icon from '../../../components/iconBodies';

interface Props {
  slug: string;
  name?: string;
  className?: string;
}

export function CartAddButton({ slug, name, className = '' }: Props) {
  const [busy, setBusy] = useState(false);
  const words = useMessages('ui').cart;
  const add = async () => {
    if (busy) return;
    setBusy(true);
    await addProductToCart(slug, words, name);
    setBusy(false);
  };
  return (
    <button
      type="button"
      className={`btn btn-primary whitespace-nowrap ${className}`}
      onClick={() => void add()}
      aria-busy={busy || undefined}
    >
      <Icon svg={icon.cart} size={18} />
      {busy ? words.adding : words.add}
    </button>
  );
}
