// Runs a task once the page has painted: after the load event and the page's largest paint,
// when the browser is next idle (at the latest `idleTimeout` ms later), so that nothing of it
// competes with that paint (on a fast connection the load event can come first). A page paints
// in steps (the header, then the first cards, then a picture), each a larger candidate: the
// paint counts as done once no new candidate has come for SETTLE_MS, so that nothing starts
// between two steps (on a phone the steps are long over by the load event: no wait then).
// `onPainted` runs at that moment, before the idle wait. A tab opened in the background paints
// nothing until it is shown: it need not wait. Nor does a page whose largest paint is never
// reported (a reload restored below the fold can report none): the task runs at the latest
// LCP_AT_THE_LATEST_MS after the load event.
const LCP = 'largest-contentful-paint';
const LCP_AT_THE_LATEST_MS = 3000;
const SETTLE_MS = 250;

export function afterLargestPaint(task: () => void, idleTimeout: number, onPainted?: () => void): void {
  const done = () => {
    onPainted?.();
    if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: idleTimeout });
    else setTimeout(task, 1);
  };
  const afterLoad = () => {
    if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return done();
    let settle: ReturnType<typeof setTimeout> | undefined;
    const go = () => {
      painted.disconnect();
      clearTimeout(late);
      clearTimeout(settle);
      done();
    };
    const painted = new PerformanceObserver((list) => {
      const last = Math.max(...list.getEntries().map((e) => e.startTime));
      clearTimeout(settle);
      settle = setTimeout(go, Math.max(0, last + SETTLE_MS - performance.now()));
    });
    const late = setTimeout(go, LCP_AT_THE_LATEST_MS);
    painted.observe({ type: LCP, buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
