// A product's family is its first category. The family names the part number's middle code
// (FP-<FAM>-<MODEL>) and decides whether BABA can apply to it at all.

/** Category id → family code used in part numbers. */
export const familyCodes: Readonly<Record<number, string>> = {
  1: 'CBM',
  2: 'CBL',
  3: 'CON',
  4: 'PNL',
  5: 'TST',
  6: 'TBM',
  7: 'TLS',
  8: 'NET',
};

const FAMILY_NAMES: Readonly<Record<string, string>> = {
  CBM: 'Cable blowing',
  CBL: 'Fiber optic cable and outside-plant hardware',
  CON: 'Connectors and adapters',
  PNL: 'Patch panels and enclosures',
  TST: 'Test and measurement',
  TBM: 'Thrust boring',
  TLS: 'Installation tools',
  NET: 'Network hardware',
};

/** The family code of a product, from its first category. */
export const familyOf = (categories: readonly number[]): string | undefined => familyCodes[categories[0]];

/**
 * Families of machines, test sets, tools and site consumables: brought to the job and taken
 * away again, never incorporated into the project, so Build America, Buy America does not apply.
 */
export const babaExemptFamilies: readonly string[] = ['CBM', 'TST', 'TBM', 'TLS'];

/** The letters a model code starts with ("LB" of LB-32): one product line, so one family. */
export const modelStem = (model: string): string => /^[A-Z]+/.exec(model.toUpperCase())?.[0] ?? '';

/** The family in words with its code, e.g. "Test and measurement (TST)". */
export const familyName = (categories: readonly number[]): string => {
  const code = familyOf(categories);
  return code ? `${FAMILY_NAMES[code]} (${code})` : '—';
};
