// Runs a task once the page has painted: after the load event and the page's largest paint,
// when the browser is next idle (at the latest `idleTimeout` ms later), so that nothing of it
// competes with that paint (on a fast connection the load event can come first). A tab opened
// in the background paints nothing until it is shown: it need not wait. Nor does a page whose
// largest paint is never reported (a reload restored below the fold can report none): the
// task runs at the latest LCP_AT_THE_LATEST_MS after the load event.
const LCP = 'largest-contentful-paint';
const LCP_AT_THE_LATEST_MS = 3000;

export function afterLargestPaint(task: () => void, idleTimeout: number): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: idleTimeout }) : setTimeout(task, 1));
  const afterLoad = () => {
    if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return whenIdle();
    const painted = new PerformanceObserver(() => go());
    const late = setTimeout(() => go(), LCP_AT_THE_LATEST_MS);
    const go = () => {
      painted.disconnect();
      clearTimeout(late);
      whenIdle();
    };
    painted.observe({ type: LCP, buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
