// schema.org Product for a product page: name, image, description, one offer.
import { site } from '../../lib/site';
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

export const productLd = (p: LdProduct) => {
  const url = new URL(`/products/${p.slug}`, site.site_url).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.name,
    image: new URL(p.image_url, site.site_url).href,
    description: p.description,
    url,
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
