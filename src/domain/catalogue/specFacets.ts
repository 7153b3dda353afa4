// Reads a product's facet values (catalogueFacets.ts) from its technical specifications at
// build time: each facet names the specification labels it reads and how a value is
// normalised, so "SC/APC (8° angle polish), single-mode, green body" counts as SC/APC and
// "5,000 ft (1,524 m); approx. 330 kg" as 5,000 ft.
import { FAMILY_FACETS, type FacetKey } from './catalogueFacets';

interface Spec {
  label: string;
  value: string;
}
interface Reader {
  labels: RegExp;
  read: (value: string) => string[];
}

const all = (re: RegExp, value: string, to: (m: RegExpMatchArray) => string) => [...value.matchAll(re)].map(to);
const first = (re: RegExp) => (value: string) => {
  const m = re.exec(value);
  return m ? [m[1]] : [];
};

/** Connector types with their polish when stated; adapters only "available" or "to order" are not the product's own. */
function connectors(value: string): string[] {
  const own = value
    .replace(/\([^()]*\b(available|to order)\b[^)]*\)/g, '')
    .split(';')
    .filter((part) => !/\b(available|to order)\b/.test(part))
    .join(';');
  return all(/\b(SC|LC|FC|ST|MPO)(-\d+)?(\/(?:UPC|APC))?\b/g, own, (m) => `${m[1]}${m[2] ?? ''}${m[3] ?? ''}`);
}

function fiberType(value: string): string[] {
  const om = /\bOM([1-5])\b/.exec(value);
  if (om) return [`Multimode OM${om[1]}`];
  if (/single-mode|\bOS2\b|G\.65[2-7]/i.test(value)) return ['Single-mode'];
  return /multimode/i.test(value) ? ['Multimode'] : [];
}

/** Operating wavelengths in nm (600–1700 nm: visible red to the L-band); tolerances are not wavelengths. */
const wavelengths = (value: string) =>
  /nm/.test(value)
    ? all(/\b(\d{3,4})\b(?!\s*(?:µm|mm|m\b))/g, value, (m) => m[1])
        .filter((n) => +n >= 600 && +n <= 1700)
        .map((n) => `${n} nm`)
    : [];

function dataRate(value: string): string[] {
  if (/\b10G(BASE)?\b|10GBASE/.test(value)) return ['10 Gb/s'];
  return /\b1000BASE|\b1G\b/.test(value) ? ['1 Gb/s'] : [];
}

const READERS: Record<FacetKey, Reader> = {
  connector: { labels: /^(connectors?|type|fiber port|ports|capacity)$/i, read: connectors },
  fiber_type: { labels: /^fiber( count and type| type)?$/i, read: fiberType },
  fiber_count: { labels: /^fiber count/i, read: first(/^(\d+) fibers?\b/) },
  length: { labels: /^(reel )?length( and weight)?$/i, read: first(/^([\d.,]+ (?:ft|m))\b/) },
  wavelength: { labels: /^wavelengths?$/i, read: wavelengths },
  data_rate: { labels: /^standard$/i, read: dataRate },
  reach: { labels: /^reach$/i, read: first(/^([\d.,]+ k?m)\b/) },
  drive: {
    labels: /^(drive|hydraulic supply)$/i,
    read: (v) => (/pneumatic/i.test(v) ? ['Pneumatic'] : /hydraulic|L\/min/i.test(v) ? ['Hydraulic'] : []),
  },
  thrust: { labels: /^thrust/i, read: first(/^([\d,]+ lbf)\b/) },
  conduit: { labels: /^maximum conduit/i, read: first(/^([\d/ -]+ in)\b/) },
};

/** A product's values for every facet of its families, read from its specifications. */
export function specFacets(categories: readonly number[], specs: readonly Spec[]): Partial<Record<FacetKey, string[]>> {
  const out: Partial<Record<FacetKey, string[]>> = {};
  const keys = new Set(categories.flatMap((c) => FAMILY_FACETS[c] ?? []));
  for (const key of keys) {
    const { labels, read } = READERS[key];
    const values = [...new Set(specs.filter((s) => labels.test(s.label.trim())).flatMap((s) => read(s.value)))];
    if (values.length) out[key] = values;
  }
  return out;
}
