// Pressure parts: a relief valve that protects what it pressurizes, and a gauge that reads it.
import { at, linked } from './civilLinks';
import type { SystemRule } from './types';

/** ASME B40.100: a gauge reads best with its working point in the middle half of the scale. */
const SCALE_LOW = 0.25;
const SCALE_HIGH = 0.75;

/** The relief opens below its own rating and below the rating of every part it is listed with. */
const reliefBelowEveryRating: SystemRule = (products) =>
  products.flatMap((p) => {
    const relief = p.pressure?.relief_bar;
    if (relief === undefined) return [];
    const rated = [
      ...(p.pressure?.rating_bar === undefined ? [] : [{ name: 'its own rating', bar: p.pressure.rating_bar }]),
      ...products
        .filter((q) => linked(p, q) && q.pressure?.rating_bar !== undefined)
        .map((q) => ({ name: `products/${q.slug}.md`, bar: q.pressure!.rating_bar! })),
    ];
    return rated
      .filter((r) => relief >= r.bar)
      .map((r) => `${at(p, 'pressure.relief_bar')}: relief at ${relief} bar does not open below the ${r.bar} bar rating of ${r.name}`);
  });

/** The gauge covers the relief setting, with it in the middle half of the scale. */
const gaugeReadsTheRelief: SystemRule = (products) =>
  products.flatMap((p) => {
    const relief = p.pressure?.relief_bar;
    const scale = p.pressure?.gauge_max_bar;
    if (relief === undefined || scale === undefined) return [];
    if (relief > scale)
      return [`${at(p, 'pressure.gauge_max_bar')}: a 0 - ${scale} bar gauge cannot show the ${relief} bar relief setting`];
    if (relief < scale * SCALE_LOW || relief > scale * SCALE_HIGH)
      return [
        `${at(p, 'pressure.gauge_max_bar')}: the ${relief} bar relief setting is outside the middle half of a 0 - ${scale} bar gauge`,
      ];
    return [];
  });

export const pressureRules: SystemRule[] = [reliefBelowEveryRating, gaugeReadsTheRelief];
