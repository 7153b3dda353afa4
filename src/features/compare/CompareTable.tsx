// The side-by-side table: one column per product, rows aligned by label, rows that differ
// marked. It scrolls sideways inside its frame on a phone (never the page), with the labels
// kept in view.
import type { CompareProduct } from '#domain/catalogue/schemas';
import { compareRows, type CompareRow } from '#domain/catalogue/compare';
import { isInStock } from '#domain/catalogue/product';
import { PriceTag } from '../../components/catalogue/PriceTag';
import { ProductImage } from '../shared/catalogue/ProductImage';
import { translateFactLabel } from '#domain/catalogue/factLabels';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import type { Messages } from '#domain/i18n/messages';
import { useMessages } from '../shared/useMessages';

interface Props {
  products: CompareProduct[];
  /** Live stock by product id; undefined while GET /products/stock is on its way. */
  stock: (p: CompareProduct) => number | undefined;
  onRemove: (id: number) => void;
  lang: Lang;
}

const labelCell =
  'sticky left-0 z-[1] w-32 min-w-32 bg-white px-3 py-2 text-left align-top font-semibold text-slate-900 sm:w-48 sm:min-w-48';
const valueCell = 'min-w-40 px-3 py-2 align-top text-slate-700';

interface SectionProps {
  title: string;
  rows: CompareRow[];
  columns: number;
  m: Messages['catalogue'];
}

function Section({ title, rows, columns, m }: SectionProps) {
  if (rows.length === 0) return null;
  return (
    <>
      <tr>
        <th scope="colgroup" colSpan={columns + 1} className="bg-slate-100 px-3 py-2 text-left text-base text-brand-800">
          <span className="sticky left-3">{title}</span>
        </th>
      </tr>
      {rows.map((r) => (
        <tr key={r.label} className={r.differs ? 'bg-amber-50' : undefined} data-differs={r.differs || undefined}>
          <th scope="row" className={`${labelCell} ${r.differs ? 'border-l-4 border-amber-500 bg-amber-50' : ''}`}>
            {translateFactLabel(r.label, m.facts)}
            {r.differs && <span className="block text-xs font-normal text-amber-900">{m.compare.differs}</span>}
          </th>
          {r.values.map((v, i) => (
            <td key={i} className={valueCell}>
              {v ?? <span className="text-slate-500">{m.compare.notStated}</span>}
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

export function CompareTable({ products, stock, onRemove, lang }: Props) {
  const m = useMessages('catalogue');
  const c = m.compare;
  const { specifications, facts } = compareRows(products);
  return (
    <div
      className="card relative mt-6 overflow-x-auto print:overflow-visible print:shadow-none"
      role="region"
      aria-label={c.table}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-sm [&_tr]:border-b [&_tr]:border-slate-200" data-compare-table>
        <caption className="sr-only">{c.caption}</caption>
        <thead>
          <tr>
            <td className={labelCell} />
            {products.map((p) => (
              <th key={p.id} scope="col" className={`${valueCell} text-left`} data-compare-column={p.id}>
                <ProductImage src={p.image_url} alt="" className="h-24 w-full object-contain print:h-16" />
                <a href={localePath(`/products/${p.slug}`, lang)} className="mt-2 block font-semibold text-slate-900 hover:text-brand-700">
                  {p.name}
                </a>
                <span className="mt-1 block text-xs font-normal text-slate-600">{fill(c.partNumber, { part: p.part_number })}</span>
                <button
                  type="button"
                  className="btn btn-outline mt-2 min-h-9 px-3 py-1 text-xs print:hidden"
                  onClick={() => onRemove(p.id)}
                >
                  {c.remove}
                  <span className="sr-only"> {p.name}</span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className={labelCell}>
              {c.price}
            </th>
            {products.map((p) => (
              <td key={p.id} className={valueCell}>
                <PriceTag product={p} regularPrice={m.stock.regularPrice} />
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className={labelCell}>
              {c.stock}
            </th>
            {products.map((p) => {
              const n = stock(p);
              return (
                <td key={p.id} className={valueCell} data-compare-stock>
                  {n === undefined ? (
                    <span className="text-slate-500">{c.checkingStock}</span>
                  ) : (
                    <span className={`font-semibold ${isInStock(n) ? 'text-emerald-800' : 'text-red-700'}`}>
                      {isInStock(n) ? fill(m.stock.inStockCount, { n }) : m.stock.outOfStock}
                    </span>
                  )}
                </td>
              );
            })}
          </tr>
          <Section title={m.product.specifications} rows={specifications} columns={products.length} m={m} />
          <Section title={m.product.orderingCompliance} rows={facts} columns={products.length} m={m} />
        </tbody>
      </table>
    </div>
  );
}
