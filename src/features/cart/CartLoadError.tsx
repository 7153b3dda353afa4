// Shown by the cart and checkout screens when the cart could not be loaded at all.
import { fetchCart } from './cartStore';

export function CartLoadError({ message }: { message: string | null }) {
  return (
    <div role="alert" className="card mx-auto max-w-lg p-8 text-center">
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={() => void fetchCart()}>Try again</button>
    </div>
  );
}
