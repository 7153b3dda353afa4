// What a person does on an island before its code has arrived is kept, not dropped: on a
// weak signal the page is readable (and tappable) well before the island hydrates. React 19
// would drop such a press, and a form sent then would submit natively (a GET with what was
// typed in the address). Until an island is live (./islandLive.ts; the island element's
// `astro:hydrate` comes before React has hydrated), a press of one of its buttons and a submission of one of
// its forms wait; once it is live, what was typed into its fields is handed to it, then the
// press is replayed. A tick of a box (checkbox, radio) waits as a press does, every one in
// turn: the box's own change would reach React as a `change` event, and React hears a box's
// change by its click, so hydration would untick it. Why: docs/decisions/0009-early-input.md.
import { ISLAND_LIVE, LIVE_ATTRIBUTE, markIslandLive } from './islandLive';

const WAITING = `astro-island:not([client="only"]):not([${LIVE_ATTRIBUTE}])`;
/** An island that never says it is live (no boundary) stops holding presses after this. */
const LIVE_AT_THE_LATEST_MS = 5000;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/** Sets a field as typing does: through the prototype's setter, which React's value tracking sees. */
function setTyped(field: Field, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/** Hydration renders the fields as the island's state has them: what was typed goes back in. */
function handOverTyping(typed: Map<Field, string>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    setTyped(field, value);
    const kind = field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(kind, { bubbles: true }));
  }
}

/** Set on <html> once presses are held (written inline into the head of island pages: src/layouts/frame/earlyInputScript.ts). */
const EARLY_INPUT_READY = 'data-early-input';

export function setupEarlyInput(): void {
  document.documentElement.setAttribute(EARLY_INPUT_READY, '');
  const replays = new WeakMap<Element, () => void>();
  const ticks = new WeakMap<Element, HTMLInputElement[]>();
  const typing = new WeakMap<Element, Map<Field, string>>();

  const remember = (event: Event) => {
    const field = event.target as Field;
    const island = field.closest?.(WAITING);
    if (!island || !('value' in field) || isToggle(field)) return;
    if (!typing.has(island)) typing.set(island, new Map());
    typing.get(island)!.set(field, field.value);
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);

  /** Stops the event if its island is not live yet; returns that island. */
  const hold = (event: Event) => {
    const island = (event.target as Element | null)?.closest?.(WAITING);
    if (!island) return null;
    event.preventDefault();
    event.stopPropagation();
    return island;
  };

  document.addEventListener(
    'click',
    (event) => {
      const target = event.target as HTMLElement;
      if (target instanceof HTMLInputElement && isToggle(target)) {
        const island = hold(event);
        if (island) ticks.set(island, [...(ticks.get(island) ?? []), target]);
        return;
      }
      const button = target.closest?.('button');
      const island = button && !button.disabled && hold(event);
      if (island) replays.set(island, () => button.click());
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      const island = hold(event);
      if (island) replays.set(island, () => form.requestSubmit(submitter));
    },
    true,
  );
  const goLive = (island: Element) => {
    const typed = typing.get(island);
    typing.delete(island);
    if (typed) handOverTyping(typed);
    const steps = (ticks.get(island) ?? []).map((box) => () => box.click());
    const replay = replays.get(island);
    if (replay) steps.push(replay);
    ticks.delete(island);
    replays.delete(island);
    // After the island's first effects (they run after the next frame), as a later press would;
    // each in a task of its own, as a person's presses are, so React has rendered the one before.
    const next = () => {
      const step = steps.shift();
      if (!step) return;
      setTimeout(() => {
        step();
        next();
      });
    };
    requestAnimationFrame(next);
  };
  document.addEventListener(ISLAND_LIVE, (event) => goLive(event.target as Element), true);
  document.addEventListener(
    'astro:hydrate',
    (event) => setTimeout(() => markIslandLive(event.target as Element), LIVE_AT_THE_LATEST_MS),
    true,
  );
}
