// Preview panes of the editor, drawn with the site's classes (the preview frame loads the
// site's stylesheet). They use the editor's own React through window.h, so no second React
// is bundled here.
import { renderLightMarkup } from '../../../lib/lightMarkup';
import { formatCount, formatLongDate, formatPrice } from '#domain/shared/format';

type H = (type: string, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface EntryLike {
  getIn(path: string[]): unknown;
}
interface PreviewProps {
  entry: EntryLike;
  getAsset?: (path: string) => { toString(): string } | undefined;
}

const h: H = (...args) => (window as unknown as { h: H }).h(...args);

const field = (entry: EntryLike, name: string) => entry.getIn(['data', name]);
const text = (entry: EntryLike, name: string) => String(field(entry, name) ?? '');
const num = (entry: EntryLike, name: string) => Number(field(entry, name) ?? 0);
const list = (entry: EntryLike, name: string): string[] => {
  const v = field(entry, name) as { toJS?: () => unknown } | undefined;
  const js = v && typeof v.toJS === 'function' ? v.toJS() : v;
  return Array.isArray(js) ? js.map(String) : [];
};
const date = (entry: EntryLike, name: string) => {
  const v = field(entry, name);
  const d = v ? new Date(String(v)) : null;
  return d && !Number.isNaN(d.getTime()) ? formatLongDate(d) : '';
};
const markup = (source: string) =>
  h('div', { className: 'prose-article mt-6', dangerouslySetInnerHTML: { __html: renderLightMarkup(source) } });
const page = (...children: unknown[]) => h('div', { className: 'container-site max-w-3xl py-8' }, ...children);
const badge = (label: string) => h('span', { className: 'badge bg-brand-100 text-brand-800' }, label);

function ArticlePreview({ entry }: PreviewProps) {
  return page(
    badge(text(entry, 'type').toUpperCase()),
    h('h1', { className: 'mt-3 text-3xl sm:text-4xl' }, text(entry, 'title')),
    h(
      'p',
      { className: 'mt-4 text-sm text-slate-700' },
      `${formatCount(num(entry, 'view_count'))} views · Published January 2024 · ${text(entry, 'category')}`,
    ),
    markup(text(entry, 'body')),
  );
}

function ProductPreview({ entry, getAsset }: PreviewProps) {
  const image = text(entry, 'image_url');
  const price = num(entry, 'price');
  const sale = field(entry, 'discount_price');
  const onSale = typeof sale === 'number' && sale > 0 && sale < price;
  return page(
    image && h('img', { src: getAsset?.(image)?.toString() ?? image, alt: '', className: 'w-full max-w-md rounded-lg bg-white' }),
    h('h1', { className: 'mt-4 text-3xl' }, text(entry, 'name')),
    h('p', { className: 'mt-2 text-slate-700' }, text(entry, 'summary')),
    h(
      'p',
      { className: 'mt-3 text-2xl font-bold text-brand-800' },
      onSale ? `${formatPrice(sale)} (was ${formatPrice(price)})` : formatPrice(price),
    ),
    h('p', { className: 'mt-1 text-sm' }, num(entry, 'stock') > 0 ? `In Stock (${num(entry, 'stock')})` : 'Out of Stock'),
    markup(text(entry, 'body')),
  );
}

function CoursePreview({ entry }: PreviewProps) {
  return page(
    h(
      'article',
      { className: 'card p-6' },
      badge(text(entry, 'level')),
      h('h2', { className: 'mt-3 text-xl' }, text(entry, 'title')),
      h('p', { className: 'mt-2 text-slate-700' }, text(entry, 'description')),
      h(
        'ul',
        { className: 'mt-4 space-y-1 text-sm text-slate-700' },
        h('li', null, text(entry, 'duration')),
        h('li', null, text(entry, 'instructor')),
        h('li', null, `Max ${num(entry, 'max_participants')} students`),
      ),
      h('p', { className: 'mt-4 text-2xl font-bold text-brand-800' }, formatPrice(num(entry, 'price'))),
    ),
  );
}

function SessionPreview({ entry }: PreviewProps) {
  return page(
    h(
      'article',
      { className: 'card p-6' },
      badge(text(entry, 'status')),
      h('h2', { className: 'mt-3 text-xl' }, text(entry, 'course_title')),
      h('p', { className: 'mt-2 text-sm text-slate-700' }, `${date(entry, 'start_date')} – ${date(entry, 'end_date')}`),
      h('p', { className: 'mt-1 text-sm text-slate-700' }, text(entry, 'location')),
      h(
        'p',
        { className: 'mt-1 text-sm text-slate-700' },
        `Enrolled ${num(entry, 'current_participants')}/${num(entry, 'max_participants')}`,
      ),
    ),
  );
}

function ServicePreview({ entry }: PreviewProps) {
  return page(
    h(
      'article',
      { className: 'card p-6' },
      h('h2', { className: 'text-xl' }, text(entry, 'name')),
      h('p', { className: 'mt-2 text-slate-700' }, text(entry, 'description')),
      h(
        'p',
        { className: 'mt-3 flex flex-wrap gap-2' },
        ...list(entry, 'tags').map((t) => h('span', { key: t, className: 'badge bg-slate-100 text-slate-700' }, t)),
      ),
      h('p', { className: 'mt-3 font-semibold text-brand-800' }, text(entry, 'price_range')),
    ),
  );
}

export function registerPreviews(cms: { registerPreviewTemplate(collection: string, component: unknown): void }) {
  cms.registerPreviewTemplate('articles', ArticlePreview);
  cms.registerPreviewTemplate('products', ProductPreview);
  cms.registerPreviewTemplate('courses', CoursePreview);
  cms.registerPreviewTemplate('sessions', SessionPreview);
  cms.registerPreviewTemplate('services', ServicePreview);
}
