// /order-success: the server's order reference; back to / while the cart still
// has items; links to /products and /orders.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { toast } from '../shared/toast';
import { listOrders } from '../shared/orders/ordersApi';
import { $cart } from '../shared/cart/cartStore';
import { Icon } from '../shared/ui/Icon';
import { markPlacedOrderAnnounced, readPlacedOrder } from './lastOrder';
import { GuardedPage } from '../shared/session/GuardedPage';
import * as icon from '../../components/iconBodies';
import { LoadingState } from '../shared/ui/LoadStates';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { localePath, pathLang } from '#domain/i18n/locales';

function useReference(): { reference: string | null; emailFailed: boolean } {
  const m = useMessages('shop').success;
  const [placed] = useState(readPlacedOrder);
  const [reference, setReference] = useState(placed?.reference ?? null);
  useEffect(() => {
    if (placed && !placed.announced) {
      toast.success(m.submitted);
      if (placed.emailFailed) toast.warning(m.emailFailed);
      markPlacedOrderAnnounced(placed);
    }
    // Opened without the hand-over (another tab): the newest order is the one just placed.
    if (!placed)
      listOrders().then(
        (orders) => setReference(orders[0]?.reference ?? null),
        () => undefined,
      );
  }, [placed, m]);
  return { reference, emailFailed: placed?.emailFailed ?? false };
}

function OrderSuccessScreen() {
  const { success: m, cart } = useMessages('shop');
  const link = (path: string) => localePath(path, pathLang(location.pathname));
  const { status, items } = useStore($cart);
  const { reference, emailFailed } = useReference();
  const cartHasItems = status === 'loaded' && items.length > 0;
  useEffect(() => {
    if (cartHasItems) location.replace(localePath('/', pathLang(location.pathname)));
  }, [cartHasItems]);
  if (status !== 'loaded' && status !== 'failed') return <LoadingState />;
  if (cartHasItems) return <LoadingState />;

  return (
    <div className="card mx-auto max-w-xl p-8 text-center sm:p-10">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon svg={icon.checkCircle} size={36} />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{m.heading}</h1>
      {reference && (
        <p className="mt-3 text-slate-800">
          {m.reference}{' '}
          <strong className="font-mono text-lg" data-order-reference>
            {reference}
          </strong>
        </p>
      )}
      <p className="mt-3 text-slate-700">{m.thanks}</p>
      {emailFailed && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{m.emailFailed}</p>}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href={link('/orders')} className="btn btn-primary">
          {m.viewOrders}
        </a>
        <a href={link('/products')} className="btn btn-outline">
          {cart.continueShopping}
        </a>
      </div>
    </div>
  );
}

export default function OrderSuccessIsland({ messages }: { messages: IslandMessages }) {
  return (
    <GuardedPage spacing="receipt" messages={messages}>
      <OrderSuccessScreen />
    </GuardedPage>
  );
}
