// The labels of a product's buyer's facts (product page, datasheet, compare page), in English:
// the English catalogue uses them as they are; another language looks its words up by key.
export const FACT_LABELS = {
  brand: 'Brand',
  maker: 'Maker',
  model: 'Model',
  partNumber: 'Part number',
  warranty: 'Warranty',
  inTheBox: 'In the box',
  shippingWeight: 'Shipping weight',
  shippingDimensions: 'Shipping dimensions (L × W × H)',
  shipsBy: 'Ships by',
  leadTime: 'Lead time when out of stock',
  countryOfOrigin: 'Country of origin',
  taa: 'TAA (Trade Agreements Act)',
  baba: 'Build America, Buy America',
  operatingTemperature: 'Operating temperature',
  calibration: 'Calibration',
} as const;

export type FactKey = keyof typeof FACT_LABELS;

const byLabel = new Map<string, FactKey>(Object.entries(FACT_LABELS).map(([key, label]) => [label, key as FactKey]));

/** A fact label in another language's words; a label that is no buyer's fact (a specification) stays. */
export const translateFactLabel = (label: string, words: Record<FactKey, string>): string => {
  const key = byLabel.get(label);
  return key ? words[key] : label;
};
