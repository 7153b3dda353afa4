// Hands the placed order from /checkout to /order-success (same tab).
const KEY = 'checkout:last-order';

export interface PlacedOrder {
  id: string;
  reference: string;
  emailFailed: boolean;
}

export function rememberPlacedOrder(order: PlacedOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(order));
  } catch {
    /* /order-success falls back to the newest order */
  }
}

/** The order just placed; the toast is shown once, the reference survives a reload. */
export function readPlacedOrder(): (PlacedOrder & { announced?: boolean }) | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

export function markPlacedOrderAnnounced(order: PlacedOrder): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...order, announced: true }));
  } catch {
    /* nothing to mark */
  }
}
