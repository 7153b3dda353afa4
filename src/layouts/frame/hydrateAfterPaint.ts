// `client:afterpaint`: an island whose first view is complete as HTML hydrates once the page
// has painted, so that React's file never competes with the page's largest paint on a slow
// phone: after the load event and the largest paint, when the browser is next idle
// (./afterLargestPaint.ts). Until then the early input (src/lib/earlyInput.ts) holds a press
// or a submission and what was typed. The island's files (listed in `data-preload` by
// scripts/build/astro-module-preload.mjs) are preloaded together at the load event, not from the
// page's head: after the HTML and CSS, yet early enough that a phone losing its connection a
// moment after the page loaded still has them to hydrate with.
import type { ClientDirective } from 'astro';
import { afterLargestPaint } from './afterLargestPaint';

/** At the latest this long after the largest paint, idle or not. */
const IDLE_AT_THE_LATEST_MS = 500;

const hydrateAfterPaint: ClientDirective = (load, _options, el) => {
  const preload = () => {
    for (const href of el.dataset.preload?.split(' ') ?? []) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      document.head.append(link);
    }
  };
  if (document.readyState === 'complete') preload();
  else addEventListener('load', preload, { once: true });
  const hydrate = async () => (await load())();
  afterLargestPaint(() => void hydrate(), IDLE_AT_THE_LATEST_MS);
};

export default hydrateAfterPaint;
