// The compare page (/compare?ids=1,2,3): up to 4 products, their specifications
// and buyer's facts side by side, aligned by label, with the rows that differ marked.
export const COMPARE_MAX = 4;
export const COMPARE_PATH = '/compare';

/** Product ids from the address: positive integers, each once, at most COMPARE_MAX. */
export function parseCompareIds(raw: string | null | undefined): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^[1-9]\d{0,8}$/.test(s))
    .map(Number);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}

export const compareHref = (ids: readonly number[]): string => (ids.length ? `${COMPARE_PATH}?ids=${ids.join(',')}` : COMPARE_PATH);

export interface LabelledValue {
  label: string;
  value: string;
}

export interface Comparable {
  specifications: LabelledValue[];
  facts: LabelledValue[];
}

export interface CompareRow {
  label: string;
  /** One value per product, in column order; null where a product does not state it. */
  values: (string | null)[];
  differs: boolean;
}

const key = (label: string) => label.trim().toLowerCase();

/** Rows of one kind, labels in order of first appearance; labels match case-insensitively. */
function align(columns: LabelledValue[][]): CompareRow[] {
  const rows = new Map<string, CompareRow>();
  columns.forEach((column, i) => {
    for (const { label, value } of column) {
      const row = rows.get(key(label)) ?? { label, values: columns.map(() => null), differs: false };
      row.values[i] ??= value;
      rows.set(key(label), row);
    }
  });
  for (const row of rows.values()) {
    const seen = new Set(row.values.map((v) => (v == null ? null : v.replace(/\s+/g, ' ').trim().toLowerCase())));
    row.differs = columns.length > 1 && seen.size > 1;
  }
  return [...rows.values()];
}

/** The specification rows, then the buyer's facts (a label already among the specifications is not repeated). */
export function compareRows(products: Comparable[]): { specifications: CompareRow[]; facts: CompareRow[] } {
  const specifications = align(products.map((p) => p.specifications));
  const taken = new Set(specifications.map((r) => key(r.label)));
  const facts = align(products.map((p) => p.facts.filter((f) => !taken.has(key(f.label)))));
  return { specifications, facts };
}
