// 'Add to Cart' for a signed-in person, loaded when such a person first sees one: the cart's
// store, API calls and toasts stay off the catalogue pages that visitors open.
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

const CartAddButton = lazy(() => import('./CartAddButton').then((m) => ({ default: m.CartAddButton })));

interface Props extends ComponentProps<typeof CartAddButton> {
  /** Shown while the button's code arrives. */
  fallback?: ReactNode;
}

export function SignedInCartButton({ fallback = null, ...props }: Props) {
  return (
    <Suspense fallback={fallback}>
      <CartAddButton {...props} />
    </Suspense>
  );
}
