// What a product's submittal datasheet says, in the same sections and order for every product
// (a section with nothing to say says so, so two products of a family line up): who makes it
// and its revision, then standards, performance, dimensions and weights, environment,
// compliance with its basis, warranty, what is in the box, ordering and what it works with.
import { complianceRows } from '#domain/catalogue/compliance';
import { familyName } from '#domain/catalogue/productFamilies';
import { shipsBy, type FactRow } from '#domain/catalogue/productFacts';
import { warrantyText } from '#domain/catalogue/warranty';
import type { ProductData } from '#domain/content/schemas';

export interface DatasheetSection {
  title: string;
  rows: FactRow[];
  /** A list printed as bullets instead of rows (what is in the box). */
  items?: string[];
  /** Printed when the section has no rows. */
  empty: string;
}

// Whole words: "operating" holds "rating", "wavelengths" holds "length".
const STANDARDS = /standard|listing|\blisted\b|\bratings?\b|certif|complian|\bIEC\b|\bTIA\b|\bITU\b|\bUL\b|\bNEC\b|\bclass\b|\bgrade\b/i;
const DIMENSIONS = /dimension|\bweights?\b|diameter|\blength\b|\bsizes?\b|\bheight\b|\bwidth\b|\bdepth\b|\bOD\b|footprint|bend radius/i;
const ENVIRONMENT = /temperature|humidity|ingress|\bIP\d|\bIP rating|\bwater|\bUV\b|environment|altitude/i;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export function datasheetSections(p: ProductData): DatasheetSection[] {
  const standards = p.specifications.filter((r) => STANDARDS.test(r.label));
  const dims = p.specifications.filter((r) => !standards.includes(r) && DIMENSIONS.test(r.label));
  const env = p.specifications.filter((r) => !standards.includes(r) && !dims.includes(r) && ENVIRONMENT.test(r.label));
  const performance = p.specifications.filter((r) => !standards.includes(r) && !dims.includes(r) && !env.includes(r));
  const envLabels = new Set(env.map((r) => r.label.toLowerCase()));
  const revised = p.updated_at ?? p.created_at;
  return [
    {
      title: 'Identification',
      rows: [
        { label: 'Part number', value: p.part_number },
        { label: 'Model', value: p.model },
        { label: 'Brand', value: p.brand },
        { label: 'Maker', value: p.maker },
        { label: 'Product family', value: familyName(p.categories) },
        { label: 'Revision', value: `${isoDay(revised)} (date of the product's last change)` },
      ],
      empty: '',
    },
    { title: 'Standards and ratings', rows: standards, empty: 'No standard or listing is claimed for this product.' },
    { title: 'Performance', rows: performance, empty: 'No performance figures apply.' },
    {
      title: 'Dimensions and weights',
      rows: [
        ...dims,
        { label: 'Shipping weight', value: `${p.shipping.weight_lb} lb` },
        { label: 'Shipping dimensions (L × W × H)', value: `${p.shipping.dimensions_in} in` },
      ],
      empty: '',
    },
    {
      title: 'Environmental',
      rows: [
        ...(p.operating_temperature && !envLabels.has('operating temperature')
          ? [{ label: 'Operating temperature', value: p.operating_temperature }]
          : []),
        ...env,
      ],
      empty: 'No environmental rating is claimed for this product.',
    },
    { title: 'Compliance', rows: complianceRows(p.compliance), empty: '' },
    {
      title: 'Warranty and calibration',
      rows: [
        { label: 'Warranty', value: warrantyText(p.warranty) },
        ...(p.calibration ? [{ label: 'Calibration', value: p.calibration }] : []),
      ],
      empty: '',
    },
    { title: 'In the box', rows: [], items: p.in_the_box, empty: '' },
    {
      title: 'Ordering',
      rows: [
        { label: 'Ships by', value: shipsBy(p.shipping.method) },
        { label: 'Lead time when out of stock', value: p.lead_time },
      ],
      empty: '',
    },
  ];
}
