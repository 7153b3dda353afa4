// The yard's address and hours in each language: the hours' words come from content/site.es.json
// for Spanish orders, as the Spanish pages show them (src/lib/site.ts siteIn).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '#domain/i18n/locales';
import { pickupYardOf } from '#domain/orders/purchase';
import { siteTextSchema } from '#domain/content/schemas';
import { readSiteFacts } from '../mail/shop';

export function pickupYards(contentDir: string): Record<Lang, string> {
  const site = readSiteFacts(contentDir);
  const file = join(contentDir, 'site.es.json');
  // A content folder without the Spanish words (an older deploy) gives Spanish orders the English hours.
  const es = existsSync(file) ? siteTextSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).pickup_yard : {};
  return {
    en: pickupYardOf(site),
    es: pickupYardOf({ pickup_yard: site.pickup_yard && { ...site.pickup_yard, ...es } }),
  };
}
