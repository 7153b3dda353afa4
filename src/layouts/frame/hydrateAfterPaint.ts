// `client:afterpaint`: an island whose first view is complete as HTML hydrates once the page
// has painted, so that React's file never competes with the page's largest paint on a slow
// phone: after the load event and the largest paint, when the browser is next idle. Until
// then the early input (src/lib/earlyInput.ts) holds a press or a submission and what was
// typed. The island's files are preloaded only then, together (they are listed in
// `data-preload` by scripts/build/astro-module-preload.mjs), not from the page's head.
import type { ClientDirective } from 'astro';

const LCP = 'largest-contentful-paint';
/** At the latest this long after the largest paint, idle or not. */
const IDLE_AT_THE_LATEST_MS = 500;

const hydrateAfterPaint: ClientDirective = (load, _options, el) => {
  const hydrate = async () => {
    for (const href of el.dataset.preload?.split(' ') ?? []) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      document.head.append(link);
    }
    await (
      await load()
    )();
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(hydrate, { timeout: IDLE_AT_THE_LATEST_MS }) : setTimeout(hydrate, 1);
  const afterLargestPaint = () => {
    // A tab opened in the background paints nothing until shown: it need not wait.
    if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return whenIdle();
    const painted = new PerformanceObserver(() => {
      painted.disconnect();
      whenIdle();
    });
    painted.observe({ type: LCP, buffered: true });
  };
  if (document.readyState === 'complete') afterLargestPaint();
  else addEventListener('load', afterLargestPaint, { once: true });
};

export default hydrateAfterPaint;
