// One search result: type badge, title, the phrase that matched and, for a product, its
// thumbnail, price and stock. The stock waits for the live figures (fillStock), so a figure
// from the build is never shown as current while the API knows better.
import { formatLongDate } from '#domain/shared/format';
import { stockLabel } from '#domain/catalogue/product';
import { h } from './dom';
import type { ExcerptPart } from './excerpt';
import type { SearchHit } from './pagefindClient';
import { liveStockOf } from './searchStock';
import { fill } from '#domain/i18n/fill';
import { type SearchWords } from './searchWords';
import { pageLang } from '../../lib/path';

const TYPE_BADGE: Record<string, string> = {
  Product: 'bg-brand-100 text-brand-800',
  Service: 'bg-emerald-100 text-emerald-900',
  Course: 'bg-amber-100 text-amber-900',
  Session: 'bg-amber-100 text-amber-900',
  Article: 'bg-slate-200 text-slate-800',
};
const PLACEHOLDER = '/images/placeholder-product.svg';

const excerptNodes = (parts: ExcerptPart[]): Node[] =>
  parts.map(({ text, mark }) =>
    mark ? h('mark', { class: 'rounded-sm bg-accent-400/50 px-0.5 text-slate-900' }, text) : document.createTextNode(text),
  );

function thumbnail(src: string): HTMLImageElement {
  // Decorative: the title beside it names the product.
  const img = h('img', {
    src: src || PLACEHOLDER,
    alt: '',
    width: '64',
    height: '48',
    loading: 'lazy',
    decoding: 'async',
    class: 'h-12 w-16 shrink-0 rounded-md border border-slate-200 bg-white object-contain sm:h-18 sm:w-24',
  });
  img.addEventListener('error', () => img.src.endsWith(PLACEHOLDER) || (img.src = PLACEHOLDER), { once: true });
  return img;
}

function facts(hit: SearchHit, t: SearchWords): HTMLElement | null {
  const stock =
    hit.product &&
    h(
      'span',
      { 'data-stock': hit.product.slug, 'data-built-stock': String(hit.product.builtStock), 'data-as-of': hit.product.asOf },
      t.checkingStock,
    );
  const parts = [hit.price, stock, hit.detail].filter(Boolean) as (string | HTMLElement)[];
  if (!parts.length) return null;
  return h('span', { class: 'mt-1 block text-sm font-medium text-slate-900' }, ...parts.flatMap((p, i) => (i ? [' · ', p] : [p])));
}

export function resultItem(hit: SearchHit, t: SearchWords): HTMLLIElement {
  const text = h(
    'span',
    { class: 'block min-w-0' },
    h('span', { class: `badge ${TYPE_BADGE[hit.type] ?? TYPE_BADGE.Article}` }, (t.kinds as Record<string, string>)[hit.type] ?? hit.type),
    h('span', { class: 'mt-1 block font-semibold text-brand-800' }, hit.title),
    h('span', { class: 'mt-1 block text-sm text-slate-700', 'data-excerpt': true }, ...excerptNodes(hit.excerpt)),
    facts(hit, t),
  );
  return h(
    'li',
    {},
    h(
      'a',
      {
        href: hit.url,
        class:
          'flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 no-underline hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-600 focus-visible:bg-brand-50',
        'data-search-result': true,
      },
      hit.product && thumbnail(hit.product.image),
      text,
    ),
  );
}

/**
 * Fills in the stock of the product results in `list` still waiting for it, from the live
 * figures; when those cannot be read, from the build's. Resolves to the note saying so, or
 * null when the figures shown are live.
 */
export async function fillStock(list: HTMLElement, t: SearchWords): Promise<string | null> {
  const waiting = [...list.querySelectorAll<HTMLElement>('[data-stock]:not([data-stock-shown])')];
  if (!waiting.length) return null;
  for (const el of waiting) el.dataset.stockShown = '';
  const live = await liveStockOf([...new Set(waiting.map((el) => el.dataset.stock ?? ''))]);
  for (const el of waiting) el.textContent = stockLabel(live?.[el.dataset.stock ?? ''] ?? Number(el.dataset.builtStock));
  if (live) return null;
  const date = formatLongDate(waiting[0].dataset.asOf ?? '', pageLang());
  return fill(t.stockAsOf, { date, reason: navigator.onLine ? t.stockNotLoaded : t.offline });
}
