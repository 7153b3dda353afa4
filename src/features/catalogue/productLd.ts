// schema.org Product for a product page: name, image, description, one offer. The product's
// data stays English (the catalogue's own words); the page's address and language are the page's.
import { site } from '../../lib/site';
import { localePath, type Lang } from '#domain/i18n/locales';
import { effectivePrice, isInStock, type Priced } from '#domain/catalogue/product';

interface LdProduct extends Priced {
  name: string;
  slug: string;
  image_url: string;
  description: string;
  stock: number;
  brand: string;
  model: string;
  part_number: string;
}

export const productLd = (p: LdProduct, lang: Lang) => {
  const url = new URL(localePath(`/products/${p.slug}`, lang), site.site_url).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    image: new URL(p.image_url, site.site_url).href,
    description: p.description,
    url,
    inLanguage: lang,
    sku: p.part_number,
    mpn: p.part_number,
    model: p.model,
    brand: { '@type': 'Brand', name: p.brand },
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: effectivePrice(p).toFixed(2),
      availability: isInStock(p.stock) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: site.company_name },
    },
  };
};
