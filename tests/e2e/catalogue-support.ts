// Shared helpers of the catalogue suites: a synthetic listing index of any size, live stock
// and e-mail relay stand-ins.
import type { Page, Route } from '@playwright/test';

export const CATEGORIES = [
  { id: 1, name: 'Cable Blowing Machines', slug: 'cable-blowing-machines' },
  { id: 6, name: 'Thrust Boring Machines', slug: 'thrust-boring-machines' },
];

/** Serves /catalogue/index.json with `count` generated products (prices 100, 200, …). */
export async function serveGeneratedIndex(page: Page, count: number) {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  const body = {
    categories: CATEGORIES,
    id: ids.map((i) => 10_000 + i),
    slug: ids.map((i) => `generated-product-${i}`),
    name: ids.map((i) => `Generated Product ${i}`),
    cats: ids.map((i) => (i % 2 ? 1 : 6)),
    price: ids.map((i) => i * 100),
    sale: ids.map(() => 0),
    stock: ids.map((i) => i % 5),
    comp: ids.map(() => 0),
  };
  await page.route('**/catalogue/index.json', (route) => route.fulfill({ json: body }));
  await page.route('**/catalogue/search.json', (route) => route.fulfill({ json: ids.map((i) => `Generated description ${i}`) }));
}

export async function serveLiveStock(page: Page, stock: Record<string, number>) {
  await page.route('**/api/products/stock', (route) => route.fulfill({ json: stock }));
}

export interface SentEmail {
  service_id: string;
  template_id: string;
  template_params: Record<string, string>;
}

/** Answers the e-mail relay with `status` and records what the page sent. */
export async function captureEmails(page: Page, status = 200): Promise<SentEmail[]> {
  const sent: SentEmail[] = [];
  await page.route('**/api/v1.0/email/send', async (route: Route) => {
    sent.push(route.request().postDataJSON() as SentEmail);
    await route.fulfill({ status, contentType: 'text/plain', body: status === 200 ? 'OK' : 'Server error' });
  });
  return sent;
}
