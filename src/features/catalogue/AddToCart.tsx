// The one 'Add to Cart' control of the catalogue (showcase and listing cards). For visitors
// it opens the product page with the order dialog (/products/{slug}?action=order); for a
// signed-in person it adds the product to the server cart.
import { isInStock } from '#domain/catalogue/product';
import { localePath, type Lang } from '#domain/i18n/locales';
import { useMessages } from '../shared/useMessages';
import { useSignedIn } from '../shared/session/useSignedIn';
import { SignedInCartButton } from '../shared/cart/SignedInCartButton';
import { Icon } from '../shared/ui/Icon';
import * as icon from '../../components/iconBodies';

interface Props {
  slug: string;
  stock: number;
  lang: Lang;
  /** The showcase relabels the disabled button 'Out of Stock'; the listing keeps 'Add to Cart'. */
  relabelWhenOut?: boolean;
  className?: string;
}

export const orderHref = (slug: string, lang: Lang) => localePath(`/products/${slug}?action=order`, lang);

export function AddToCart({ slug, stock, lang, relabelWhenOut = false, className = '' }: Props) {
  const m = useMessages('catalogue');
  const signedIn = useSignedIn();
  if (!isInStock(stock)) {
    return (
      <button type="button" disabled className={`btn btn-primary whitespace-nowrap ${className}`}>
        <Icon svg={icon.cart} size={18} />
        {relabelWhenOut ? m.stock.outOfStock : m.addToCart}
      </button>
    );
  }
  const visitorLink = (
    <a href={orderHref(slug, lang)} className={`btn btn-primary whitespace-nowrap ${className}`}>
      <Icon svg={icon.cart} size={18} />
      {m.addToCart}
    </a>
  );
  return signedIn ? <SignedInCartButton slug={slug} className={className} fallback={visitorLink} /> : visitorLink;
}
