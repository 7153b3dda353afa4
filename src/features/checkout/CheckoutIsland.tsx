// /checkout: a quote request, no card taken (docs/orders-and-documents.md). Creates the
// order on the server, then sends the checkout e-mails, then goes to /order-success.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../shared/toast';
import { checkoutFields } from '#domain/forms/checkout';
import { errorMessage } from '../../lib/api';
import { setPageNotice } from '../shared/session/pageNotice';
import type { BillingAccount, User } from '#domain/accounts/schemas';
import { getBillingAccount, listOrders } from '../shared/orders/ordersApi';
import { lastDeliveryAddress } from '#domain/orders/lastDeliveryAddress';
import { useAuth } from '../shared/session/useAuth';
import { $cart, fetchCart, cartEmptiedByOrder } from '../shared/cart/cartStore';
import { useValidatedForm } from '../shared/useValidatedForm';
import { CheckoutFields } from './CheckoutFields';
import { checkoutSubmission } from './checkoutEmail';
import { CheckoutSummary } from './CheckoutSummary';
import { rememberPlacedOrder } from './lastOrder';
import { createOrderPlacer } from './placeOrder';
import { GuardedPage } from '../shared/session/GuardedPage';
import { LoadFailed, LoadingState } from '../shared/ui/LoadStates';
import { useMessages, type IslandMessages } from '../shared/useMessages';
import { localePath, type Lang } from '#domain/i18n/locales';

const defaultsFor = (user: User | null) => ({
  firstName: user?.first_name ?? '',
  lastName: user?.last_name ?? '',
  email: user?.email ?? '',
  // The phone given at registration or on the profile: the first Place Order must not ask again.
  phone: user?.phone ?? '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  postalCode: '',
  country: '',
  paymentMethod: 'credit_card',
  fulfilment: 'ship',
});

const NO_BILLING = { company: '', tax_exempt: false } as BillingAccount;

interface ScreenProps {
  pickupYard: string;
  /** The page's language: the order's e-mails and documents are written in it. */
  lang: Lang;
}

function CheckoutScreen({ pickupYard, lang }: ScreenProps) {
  const m = useMessages('shop').checkout;
  const ui = useMessages('ui');
  const { user } = useAuth();
  const { status, items, error } = useStore($cart);
  const [placed, setPlaced] = useState(false);
  const placeOrder = useRef(createOrderPlacer()).current;
  const inFlight = useRef(false);
  const {
    register,
    handleSubmit,
    errors,
    reset,
    submitting: isSubmitting,
  } = useValidatedForm(checkoutFields, {
    defaults: defaultsFor(user),
  });
  const [billing, setBilling] = useState<BillingAccount | null>(null);
  const [pickup, setPickup] = useState(false);
  const [lastAddress, setLastAddress] = useState(false);

  useEffect(() => void loadSender().catch(() => undefined), []);
  // The account's company and the last delivery address prefill the form, and its certificate
  // decides the tax; the form appears once these are known (without them, checkout still works:
  // no company, no address, 7 % tax).
  useEffect(() => {
    void Promise.all([getBillingAccount().catch(() => NO_BILLING), listOrders().catch(() => [])]).then(([account, orders]) => {
      const address = lastDeliveryAddress(orders);
      reset({ ...defaultsFor(user), company: account.company, ...address });
      setLastAddress(address !== null);
      setBilling(account);
    });
  }, [reset, user]);

  const isEmpty = status === 'loaded' && items.length === 0 && !placed;
  useEffect(() => {
    if (!isEmpty) return;
    setPageNotice(m.emptyCart);
    location.replace(localePath('/products', lang));
  }, [isEmpty, m, lang]);

  const onSubmit = handleSubmit(async (form) => {
    // A second click before the button is disabled must not send a second request.
    if (inFlight.current) return;
    // An order is created on the server: offline it cannot wait in the outbox like a form.
    if (!navigator.onLine) {
      toast.error(ui.order.needsConnection);
      return;
    }
    inFlight.current = true;
    try {
      const order = await placeOrder(form, lang);
      // The order stands whatever happens to its e-mail: a failure is told on the next page.
      const email = await loadSender()
        .then(({ sendFormSubmission }) => sendFormSubmission(checkoutSubmission(order, form, pickupYard)))
        .catch(() => ({ success: false }));
      rememberPlacedOrder({ id: order.id, reference: order.reference, emailFailed: !email.success });
      setPlaced(true);
      cartEmptiedByOrder();
      location.assign(localePath('/order-success', lang));
    } catch (err) {
      toast.error(errorMessage(err, m.orderFailed, [401, 404, 500, 502, 503]));
      inFlight.current = false;
    }
  });

  if (status === 'failed' && !items.length)
    return <LoadFailed message={error ?? ''} onRetry={() => void fetchCart()} className="mx-auto max-w-lg" />;
  if (status !== 'loaded' || isEmpty || !billing) return <LoadingState />;
  const busy = isSubmitting || placed;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-8 lg:grid-cols-[1fr_360px]">
      <CheckoutFields
        register={register}
        errors={errors}
        pickup={pickup}
        onPickup={setPickup}
        pickupYard={pickupYard}
        lastAddress={lastAddress}
      />
      <CheckoutSummary items={items} pricing={{ pickup, taxExempt: billing.tax_exempt }}>
        <button type="submit" className="btn btn-primary w-full" disabled={busy} aria-disabled={busy}>
          {busy ? m.submitting : m.placeOrder}
        </button>
      </CheckoutSummary>
    </form>
  );
}

// The e-mail sender is not part of the page's first load; it is fetched once the form is up.
const loadSender = () => import('../../lib/email/sendFormSubmission');

export default function CheckoutIsland({ messages, ...props }: ScreenProps & { messages: IslandMessages }) {
  return (
    <GuardedPage messages={messages} spacing="checkout">
      <CheckoutScreen {...props} />
    </GuardedPage>
  );
}
