// /cart: signed-in only; the server's cart with its summary.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { $cart, fetchCart, cartCount, CART_ERRORS, removeCartItem, updateCartItem } from '../shared/cart/cartStore';
import { CartLine } from './CartLine';
import { CartSummary } from '../shared/cart/CartSummary';
import { GuardedPage } from '../shared/session/GuardedPage';
import { getBillingAccount } from '../shared/orders/ordersApi';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { fill } from '#domain/i18n/fill';
import { localePath, pathLang } from '#domain/i18n/locales';

const productsLink = () => localePath('/products', pathLang(location.pathname));

function EmptyCart() {
  const m = useMessages('shop').cart;
  return (
    <div className="card mx-auto max-w-lg p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{m.emptyTitle}</h1>
      <p className="mt-2 text-slate-700">{m.emptyText}</p>
      <a href={productsLink()} className="btn btn-primary mt-6">
        {m.browseProducts}
      </a>
    </div>
  );
}

function CartScreen() {
  const m = useMessages('shop').cart;
  const { status, items, error } = useStore($cart);
  const count = cartCount(items);
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

  if (status === 'idle' || (status === 'loading' && !items.length)) return <LoadingState text={m.loading} />;
  if (status === 'failed' && !items.length)
    return <LoadFailed message={error ?? ''} onRetry={() => void fetchCart()} className="mx-auto max-w-lg" />;
  if (!items.length) return <EmptyCart />;

  return (
    <>
      <h1 className="section-title text-slate-900">
        {fill(m.heading, { items: fill(count === 1 ? m.itemOne : m.itemMany, { n: count }) })}
      </h1>
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
          <a href={productsLink()} className="btn btn-outline mt-6">
            {m.continueShopping}
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
