// Whether a query names a kind of product ("OTDR", "fusion splicers", "cleaver"): then its
// product results come first, ahead of the services, courses and articles that mention the
// same word. A query that also asks for training, a service or reading ("OTDR course",
// "splicer repair", "OTDR trace guide") keeps Pagefind's order.
export const PRODUCT_KINDS = [
  'otdr',
  'fusion splicer',
  'splicer',
  'cleaver',
  'power meter',
  'light source',
  'loss test set',
  'olts',
  'visual fault locator',
  'vfl',
  'fiber identifier',
  'inspection probe',
  'bore locator',
  'blowing machine',
  'thrust borer',
  'boring machine',
  'backreamer',
  'drill rod',
  'pilot bit',
  'compressor',
  'aftercooler',
  'media converter',
  'fiber switch',
  'transceiver',
  'sfp',
  'patch cord',
  'pigtail',
  'adapter',
  'connector',
  'fan-out harness',
  'cassette',
  'splitter',
  'splice closure',
  'splice tray',
  'splice sleeve',
  'patch panel',
  'fiber enclosure',
  'termination box',
  'pedestal',
  'nap terminal',
  'microduct',
  'microcable',
  'drop cable',
  'aerial cable',
  'outdoor cable',
  'distribution cable',
  'launch cable',
  'tracer wire',
  'warning tape',
  'suspension clamp',
  'cleaning kit',
  'one-click cleaner',
  'lubricant',
  'electrode',
  'shears',
  'fiber stripper',
  'tool kit',
  'pulling grip',
  'swivel',
] as const;

const OTHER_INTENT =
  /\b(training|course|courses|class|classes|certification|session|sessions|service|services|installation|install|repair|rental|article|articles|guide|how|trace|traces)\b/;

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KIND = new RegExp(`\\b(${PRODUCT_KINDS.map((k) => normal(k).split(' ').map(escape).join(' ')).join('|')})(s|es)?\\b`);

export const namesProductKind = (query: string): boolean => {
  const q = normal(query);
  return KIND.test(q) && !OTHER_INTENT.test(q);
};

/** The products first, each group in its own order. */
export const productsFirst = <T>(results: readonly T[], isProduct: (result: T) => boolean): T[] => [
  ...results.filter(isProduct),
  ...results.filter((r) => !isProduct(r)),
];
