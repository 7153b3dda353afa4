// What a buyer checks first, as labelled rows: the product page's table, the datasheet and
// the compare page all print the same rows from the same frontmatter.
import { complianceRows } from '#domain/catalogue/compliance';
import { warrantyText } from '#domain/catalogue/warranty';
import { FACT_LABELS as L } from '#domain/catalogue/factLabels';
import type { ProductData } from '#domain/content/schemas';

export interface FactRow {
  label: string;
  value: string;
}

export type FactSource = Pick<
  ProductData,
  | 'brand'
  | 'maker'
  | 'model'
  | 'part_number'
  | 'warranty'
  | 'in_the_box'
  | 'shipping'
  | 'lead_time'
  | 'compliance'
  | 'operating_temperature'
  | 'calibration'
  | 'specifications'
>;

export const PART_NUMBER_LABEL = L.partNumber;
export const FREIGHT_NOTE = 'Freight, quoted with your order confirmation (the flat shipping rate covers parcel items)';

/** How the product ships, in words. */
export const shipsBy = (method: ProductData['shipping']['method']): string => (method === 'freight' ? FREIGHT_NOTE : 'Parcel');

/**
 * The buyer's rows, in reading order. The operating temperature is left out when the
 * specifications already list it (they usually give °F too), so no label appears twice.
 */
export function buyerFacts(p: FactSource): FactRow[] {
  const specLabels = new Set(p.specifications.map((s) => s.label.toLowerCase()));
  const rows: (FactRow | false)[] = [
    { label: L.brand, value: p.brand },
    { label: L.maker, value: p.maker },
    { label: L.model, value: p.model },
    { label: PART_NUMBER_LABEL, value: p.part_number },
    { label: L.warranty, value: warrantyText(p.warranty) },
    { label: L.inTheBox, value: p.in_the_box.join('; ') },
    { label: L.shippingWeight, value: `${p.shipping.weight_lb} lb` },
    { label: L.shippingDimensions, value: `${p.shipping.dimensions_in} in` },
    { label: L.shipsBy, value: shipsBy(p.shipping.method) },
    { label: L.leadTime, value: p.lead_time },
    ...complianceRows(p.compliance),
    !!p.operating_temperature &&
      !specLabels.has('operating temperature') && { label: L.operatingTemperature, value: p.operating_temperature },
    !!p.calibration && { label: L.calibration, value: p.calibration },
  ];
  return rows.filter((r): r is FactRow => r !== false);
}

/** The API path of a product's PDF datasheet (made on first request, then cached). */
export const datasheetPath = (slug: string): string => `/products/${slug}/datasheet.pdf`;
