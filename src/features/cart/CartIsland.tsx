// /cart: signed-in only; the server's cart with its summary.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { $cart, fetchCart, $cartCount, CART_ERRORS, removeCartItem, updateCartItem } from '../shared/cart/cartStore';
import { CartLine } from './CartLine';
import { CartSummary } from '../shared/cart/CartSummary';
import { GuardedPage } from '../shared/session/GuardedPage';
import type { IslandMessages } from '../shared/useMessages';
import { getBillingAccount } from '../shared/orders/ordersApi';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';

export const itemsLabel = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function EmptyCart() {
  return (
    <div className="card mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Your cart is empty</h1>
      <p className="mt-2 text-slate-700">Looks like you haven&apos;t added anything to your cart yet.</p>
      <a href="/products" className="btn btn-primary mt-6">
        Browse Products
      </a>
    </div>
  );
}

function CartScreen() {
  const { status, items, error } = useStore($cart);
  const count = useStore($cartCount);
  const [busyId, setBusyId] = useState<number | null>(null);
  // The certificate on file decides the tax, as at checkout (unreadable: 7 %, as checkout too).
  const [taxExempt, setTaxExempt] = useState<boolean>();
  useEffect(() => {
    getBillingAccount().then(
      (account) => setTaxExempt(account.tax_exempt),
      () => setTaxExempt(false),
    );
  }, []);

  const run = async (id: number, action: () => Promise<boolean>) => {
    setBusyId(id);
    const ok = await action();
    setBusyId(null);
    if (!ok) toast.error($cart.get().error ?? CART_ERRORS.update);
    return ok;
  };

  if (status === 'idle' || (status === 'loading' && !items.length)) return <LoadingState text="Loading your cart..." />;
  if (status === 'failed' && !items.length)
    return <LoadFailed message={error ?? ''} onRetry={() => void fetchCart()} className="mx-auto max-w-lg" />;
  if (!items.length) return <EmptyCart />;

  return (
    <>
      <h1 className="section-title text-slate-900">Shopping Cart ({itemsLabel(count)})</h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_340px]">
        <div>
          <ul className="card divide-y divide-slate-200 px-4 sm:px-5">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                busy={busyId === item.id}
                onQuantity={(q) => run(item.id, () => updateCartItem(item.id, q))}
                onRemove={() => void run(item.id, () => removeCartItem(item.id))}
              />
            ))}
          </ul>
          <a href="/products" className="btn btn-outline mt-6">
            Continue Shopping
          </a>
        </div>
        <CartSummary items={items} taxExempt={taxExempt} />
      </div>
    </>
  );
}

export default function CartIsland({ messages }: { messages: IslandMessages }) {
  return (
    <GuardedPage messages={messages}>
      <CartScreen />
    </GuardedPage>
  );
}
