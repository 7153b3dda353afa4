// `client:afterpaint`: an island whose first view is complete as HTML hydrates once the page
// has painted, so that React's file never competes with the page's largest paint on a slow
// phone: after the load event and the largest paint, when the browser is next idle
// (./afterLargestPaint.ts). Until then the early input (src/lib/earlyInput.ts) holds a press
// or a submission and what was typed. The island's files (listed in `data-preload` by
// scripts/build/astro-module-preload.mjs) are preloaded once the page has painted, a few per
// task, before the idle wait: on a phone that is the load event, so one that loses its connection a
// moment later still has them to hydrate with; never earlier, since a file requested before the
// largest paint competes with it (Lighthouse counts every request started before it).
import type { ClientDirective } from 'astro';
import { afterLargestPaint } from './afterLargestPaint';
import { preloadModule } from '../../lib/preloadModule';

/** At the latest this long after the largest paint, idle or not. */
const IDLE_AT_THE_LATEST_MS = 500;

/** Each request costs the main thread about a millisecond on a fast machine (four on a phone):
 * a listing's nineteen files asked for in one task made a long task of their own. */
const PRELOADS_PER_TASK = 4;

const hydrateAfterPaint: ClientDirective = (load, _options, el) => {
  const files = el.dataset.preload?.split(' ') ?? [];
  const preload = (from = 0) => {
    for (const href of files.slice(from, from + PRELOADS_PER_TASK)) preloadModule(href);
    if (from + PRELOADS_PER_TASK < files.length) setTimeout(preload, 0, from + PRELOADS_PER_TASK);
  };
  const hydrate = async () => (await load())();
  afterLargestPaint(() => void hydrate(), IDLE_AT_THE_LATEST_MS, preload);
};

export default hydrateAfterPaint;
