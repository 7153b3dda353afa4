// The shop's name and contact lines for the footer of every e-mail the server writes itself.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteFactsSchema, type SiteFacts } from '#domain/content/schemas';
export { pickupYardOf } from '#domain/orders/purchase';

export type ShopParams = Record<'shop_name' | 'shop_address' | 'shop_phone' | 'shop_email' | 'site_url', string>;

export const readSiteFacts = (contentDir: string): SiteFacts =>
  siteFactsSchema.parse(JSON.parse(readFileSync(join(contentDir, 'site.json'), 'utf8')));

export function shopParams(contentDir: string, siteUrl: string): ShopParams {
  const site = readSiteFacts(contentDir);
  const a = site.address;
  return {
    shop_name: site.company_name,
    shop_address: `${a.street}, ${a.city}, ${a.state} ${a.zip}`,
    shop_phone: site.phone,
    shop_email: site.email,
    site_url: siteUrl,
  };
}
