// 'Add to Cart' beside 'Order Now' on the product page, for signed-in people only.
import { useStore } from '../shared/useStore';
import { isInStock } from '../../domain/product';
import { $auth } from '../auth/authStore';
import { stockOf } from '../catalogue/liveStock';
import { useLiveStockMap } from '../catalogue/useLiveStock';
import { IslandBoundary } from '../shared/IslandBoundary';
import { CartAddButton } from './CartAddButton';

interface Props {
  slug: string;
  name: string;
  buildStock: number;
}

function ProductPageCart({ slug, name, buildStock }: Props) {
  const { isAuthenticated } = useStore($auth);
  const stock = stockOf(useLiveStockMap(), slug, buildStock);
  if (!isAuthenticated || !isInStock(stock)) return null;
  return <CartAddButton slug={slug} name={name} className="w-full sm:w-auto sm:min-w-56" />;
}

export default function ProductPageCartIsland(props: Props) {
  return (
    <IslandBoundary>
      <ProductPageCart {...props} />
    </IslandBoundary>
  );
}
