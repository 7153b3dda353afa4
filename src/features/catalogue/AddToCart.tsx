// The one 'Add to Cart' control of the catalogue (showcase and listing cards). For visitors
// it opens the product page with the order dialog (/products/{slug}?action=order).
import { isInStock } from '../../domain/product';
import { Icon } from '../shared/Icon';

interface Props {
  slug: string;
  stock: number;
  /** The showcase relabels the disabled button 'Out of Stock'; the listing keeps 'Add to Cart'. */
  relabelWhenOut?: boolean;
  className?: string;
}

export const orderHref = (slug: string) => `/products/${slug}?action=order`;

export function AddToCart({ slug, stock, relabelWhenOut = false, className = '' }: Props) {
  if (!isInStock(stock)) {
    return (
      <button type="button" disabled className={`btn btn-primary whitespace-nowrap ${className}`}>
        <Icon name="cart" size={18} />
        {relabelWhenOut ? 'Out of Stock' : 'Add to Cart'}
      </button>
    );
  }
  return (
    <a href={orderHref(slug)} className={`btn btn-primary whitespace-nowrap ${className}`}>
      <Icon name="cart" size={18} />
      Add to Cart
    </a>
  );
}
