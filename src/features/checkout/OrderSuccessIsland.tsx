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
import type { IslandMessages } from '../shared/useMessages';
import * as icon from '../../components/iconBodies';
import { LoadingState } from '../shared/ui/LoadStates';

export const ORDER_SUBMITTED = 'Your order has been submitted successfully! We will contact you to confirm and process your order.';
export const EMAIL_FAILED_NOTE =
  'We could not send the confirmation e-mail, but your order was received and our team has it. We will contact you to confirm it.';

function useReference(): { reference: string | null; emailFailed: boolean } {
  const [placed] = useState(readPlacedOrder);
  const [reference, setReference] = useState(placed?.reference ?? null);
  useEffect(() => {
    if (placed && !placed.announced) {
      toast.success(ORDER_SUBMITTED);
      if (placed.emailFailed) toast.warning(EMAIL_FAILED_NOTE);
      markPlacedOrderAnnounced(placed);
    }
    // Opened without the hand-over (another tab): the newest order is the one just placed.
    if (!placed)
      listOrders().then(
        (orders) => setReference(orders[0]?.reference ?? null),
        () => undefined,
      );
  }, [placed]);
  return { reference, emailFailed: placed?.emailFailed ?? false };
}

function OrderSuccessScreen() {
  const { status, items } = useStore($cart);
  const { reference, emailFailed } = useReference();
  const cartHasItems = status === 'loaded' && items.length > 0;
  useEffect(() => {
    if (cartHasItems) location.replace('/');
  }, [cartHasItems]);
  if (status !== 'loaded' && status !== 'failed') return <LoadingState />;
  if (cartHasItems) return <LoadingState />;

  return (
    <div className="card mx-auto max-w-xl p-8 text-center sm:p-10">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
        <Icon svg={icon.checkCircle} size={36} />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">Order Placed Successfully!</h1>
      {reference && (
        <p className="mt-3 text-slate-800">
          Your order reference:{' '}
          <strong className="font-mono text-lg" data-order-reference>
            {reference}
          </strong>
        </p>
      )}
      <p className="mt-3 text-slate-700">Thank you for your order. We will contact you to confirm it and arrange payment and delivery.</p>
      {emailFailed && <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{EMAIL_FAILED_NOTE}</p>}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <a href="/orders" className="btn btn-primary">
          View My Orders
        </a>
        <a href="/products" className="btn btn-outline">
          Continue Shopping
        </a>
      </div>
    </div>
  );
}

export default function OrderSuccessIsland({ messages }: { messages: IslandMessages }) {
  return (
    <GuardedPage spacing="py-12" messages={messages}>
      <OrderSuccessScreen />
    </GuardedPage>
  );
}
