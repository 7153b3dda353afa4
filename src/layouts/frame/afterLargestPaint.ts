// Runs a task once the page has painted: after the load event and the page's largest paint,
// when the browser is next idle (at the latest `idleTimeout` ms later), so that nothing of it
// competes with that paint (on a fast connection the load event can come first). A tab opened
// in the background paints nothing until it is shown: it need not wait.
const LCP = 'largest-contentful-paint';

export function afterLargestPaint(task: () => void, idleTimeout: number): void {
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(task, { timeout: idleTimeout }) : setTimeout(task, 1));
  const afterLoad = () => {
    if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes(LCP)) return whenIdle();
    const painted = new PerformanceObserver(() => {
      painted.disconnect();
      whenIdle();
    });
    painted.observe({ type: LCP, buffered: true });
  };
  if (document.readyState === 'complete') afterLoad();
  else addEventListener('load', afterLoad, { once: true });
}
