// When an island's files may be fetched (src/layouts/frame/afterLargestPaint.ts): once the page
// has painted its last step, not between two steps, and never later than 3 s after the load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterLargestPaint } from '../../src/layouts/frame/afterLargestPaint';

type Report = (list: { getEntries: () => { startTime: number }[] }) => void;
let report: Report | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  report = undefined;
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    constructor(callback: Report) {
      report = callback;
    }
    observe() {}
    disconnect() {
      report = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  vi.stubGlobal('document', { readyState: 'complete', hidden: false });
  vi.stubGlobal('window', {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paint = (...times: number[]) => report?.({ getEntries: () => times.map((startTime) => ({ startTime })) });

describe('afterLargestPaint', () => {
  it('waits until no larger paint has come for 250 ms, then runs onPainted and the task', () => {
    const painted = vi.fn();
    const task = vi.fn();
    afterLargestPaint(task, 500, painted);
    paint(performance.now());
    vi.advanceTimersByTime(200);
    paint(performance.now()); // the first cards, 200 ms after the header
    vi.advanceTimersByTime(200);
    expect(painted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60);
    expect(painted).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledOnce();
  });

  it('does not wait when the last paint is long over by the load event (a phone)', () => {
    const painted = vi.fn();
    vi.advanceTimersByTime(2000);
    afterLargestPaint(vi.fn(), 500, painted);
    paint(300, 900);
    vi.advanceTimersByTime(1);
    expect(painted).toHaveBeenCalledOnce();
  });

  it('runs 3 s after the load when no paint is ever reported', () => {
    const painted = vi.fn();
    afterLargestPaint(vi.fn(), 500, painted);
    vi.advanceTimersByTime(2999);
    expect(painted).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(painted).toHaveBeenCalledOnce();
  });
});
