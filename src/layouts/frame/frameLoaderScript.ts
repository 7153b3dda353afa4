// Written inline into the head of every island page in place of the frame's script tag
// (scripts/build/astro-frame-script.mjs): the first view needs nothing of the frame's script,
// so it is asked for once the page is parsed and has painted, never competing with that paint
// (decision 18). Meanwhile the header's account entry is marked from the stored session
// before the first paint, and a press of the frame's buttons (the menu, search, the account
// menu) waits for the frame and is then replayed; an island's presses are the early input's.
import { markAccount } from '../../features/auth/accountMark';
import { readSession } from '../../lib/storedSession';

/** Should no paint be reported (a page restored below the fold), the frame comes this long after the page is parsed. */
const PAINT_AT_THE_LATEST_MS = 3000;

const user = readSession()?.user ?? null;
markAccount(user, user ? 'signed-in' : 'anonymous');

let replay: (() => void) | undefined;
const hold = (event: Event) => {
  const button = (event.target as Element | null)?.closest?.('button');
  if (!button || button.disabled || button.closest('astro-island')) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  replay = () => button.click();
};
document.addEventListener('click', hold, true);

const live = () => {
  document.removeEventListener('click', hold, true);
  replay?.();
};
// Should the file not come (no signal and none saved), presses are let through all the same.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./frame').finally(live);
};
// Once the page is parsed (the frame works on the whole page) and its first paint has been
// reported; a tab opened in the background paints nothing until shown, and need not wait.
const afterPaint = () => {
  if (document.hidden || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  setTimeout(start, PAINT_AT_THE_LATEST_MS);
};
if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterPaint, { once: true });
else afterPaint();
