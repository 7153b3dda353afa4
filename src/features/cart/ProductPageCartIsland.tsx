// 'Add to Cart' beside 'Order Now' on the product page, for signed-in people only.
import { isInStock } from '#domain/catalogue/product';
import { useSignedIn } from '../shared/session/useSignedIn';
import { stockOf } from '../shared/catalogue/liveStock';
import { useLiveStockMap } from '../shared/catalogue/useLiveStock';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { SignedInCartButton } from '../shared/cart/SignedInCartButton';

interface Props {
  slug: string;
  name: string;
  buildStock: number;
}

function ProductPageCart({ slug, name, buildStock }: Props) {
  const signedIn = useSignedIn();
  const stock = stockOf(useLiveStockMap(), slug, buildStock);
  if (!signedIn || !isInStock(stock)) return null;
  return <SignedInCartButton slug={slug} name={name} className="w-full sm:w-auto sm:min-w-56" />;
}

export default function ProductPageCartIsland({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <ProductPageCart {...props} />
    </IslandBoundary>
  );
}
