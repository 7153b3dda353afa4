// The product catalogue the API charges from: content/products/{slug}.md frontmatter,
// validated with the same schema the site builds with. Live stock lives in the inventory table.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { catalogueProblems } from '#domain/catalogue/catalogueIntegrity';
import { productSchema, type ProductData } from '#domain/content/schemas';
import { effectivePrice } from '#domain/catalogue/product';
import type { Queryable } from '../db';

export interface Product extends ProductData {
  slug: string;
  unit_price: number;
}

export interface Catalogue {
  byId(id: number): Product | undefined;
  all(): Product[];
  active(): Product[];
}

function readProduct(file: string): Product {
  const text = readFileSync(file, 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) throw new Error(`${file}: missing frontmatter`);
  const parsed = productSchema.safeParse(parseYaml(match[1]));
  if (!parsed.success) throw new Error(`${file}: ${parsed.error.message}`);
  return { ...parsed.data, slug: basename(file, '.md'), unit_price: effectivePrice(parsed.data) };
}

export function loadCatalogue(contentDir: string): Catalogue {
  const dir = join(contentDir, 'products');
  const products = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => readProduct(join(dir, f)));
  const byId = new Map(products.map((p) => [p.id, p]));
  if (byId.size !== products.length) throw new Error(`${dir}: two products share an id`);
  const problems = catalogueProblems(products, (p) => `${p.slug}.md`);
  if (problems.length) throw new Error(`${dir}: ${problems.join('; ')}`);
  return { byId: (id) => byId.get(id), all: () => products, active: () => products.filter((p) => p.is_active) };
}

/** Seeds stock for products seen for the first time; existing live stock is never overwritten. */
export async function seedInventory(db: Queryable, catalogue: Catalogue): Promise<void> {
  const all = catalogue.all();
  if (!all.length) return;
  await db.query(
    `INSERT INTO inventory (product_id, slug, stock)
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[])
     ON CONFLICT (product_id) DO UPDATE SET slug = EXCLUDED.slug WHERE inventory.slug <> EXCLUDED.slug`,
    [all.map((p) => p.id), all.map((p) => p.slug), all.map((p) => p.stock)],
  );
}
