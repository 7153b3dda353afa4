// The live part of the product page: stock line and 'Order Now' (live stock replaces the
// build's figure), and the order dialog, opened on load by ?action=order.
import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { isInStock } from '#domain/catalogue/product';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { Icon } from '../shared/ui/Icon';
import { stockOf } from '../shared/catalogue/liveStock';
import { useLiveStockMap } from '../shared/catalogue/useLiveStock';
import type { OrderedProduct } from './orderRequestSubmission';
import * as icon from '../../components/iconBodies';

interface Props {
  product: OrderedProduct;
  buildStock: number;
}

// The dialog (form rules, e-mail client, toasts) loads only when someone orders.
const OrderRequestDialog = lazy(() => import('./OrderRequestDialog').then((m) => ({ default: m.OrderRequestDialog })));

const ACTION = 'action';

function removeActionParam() {
  const url = new URL(location.href);
  if (!url.searchParams.has(ACTION)) return;
  url.searchParams.delete(ACTION);
  history.replaceState(history.state, '', url);
}

function ProductOrder({ product, buildStock }: Props) {
  const live = useLiveStockMap();
  const stock = stockOf(live, product.slug, buildStock);
  const inStock = isInStock(stock);
  const stockRef = useRef(stock);
  stockRef.current = stock;
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a closed dialog keeps what was typed.
  const [mounted, setMounted] = useState(false);
  const openDialog = () => {
    setMounted(true);
    setOpen(true);
  };
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (new URLSearchParams(location.search).get(ACTION) === 'order' && isInStock(buildStock)) openDialog();
  }, [buildStock]);

  // The phone's buy bar (static markup) opens the dialog here rather than reloading the page.
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (!(e.target as Element).closest?.('[data-buy-bar-order]')) return;
      e.preventDefault();
      if (isInStock(stockRef.current)) openDialog();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  const wasOpen = useRef(false);
  // After the dialog has really closed (the child's effect runs first), focus returns to
  // 'Order Now', also when the dialog was opened by the address rather than the button.
  useEffect(() => {
    if (wasOpen.current && !open) opener.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const close = () => {
    setOpen(false);
    removeActionParam();
  };

  return (
    <div>
      <p
        className={`flex items-center gap-2 font-semibold ${inStock ? 'text-emerald-800' : 'text-red-700'}`}
        data-stock-line
        aria-live="polite"
      >
        <Icon svg={inStock ? icon.checkCircle : icon.alert} size={18} />
        {inStock ? `In Stock (${stock} available)` : 'Out of Stock'}
      </p>
      <button
        ref={opener}
        type="button"
        className="btn btn-accent mt-5 w-full sm:w-auto sm:min-w-56"
        disabled={!inStock}
        onClick={openDialog}
      >
        <Icon svg={icon.cart} size={18} />
        {inStock ? 'Order Now' : 'Out of Stock'}
      </button>
      {inStock && mounted && (
        <Suspense fallback={null}>
          <OrderRequestDialog product={product} stock={stock} open={open} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}

export default function ProductOrderIsland({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ProductOrder {...props} />
    </IslandBoundary>
  );
}
