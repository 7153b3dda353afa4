// What a person does on an island before its code has arrived is kept, not dropped: on a
// weak signal the page is readable (and tappable) well before the island hydrates. React 19
// would drop such a press, and a form sent then would submit natively (a GET with what was
// typed in the address). Until an island is live (./islandLive.ts; the island element's
// `astro:hydrate` comes before React has hydrated), a press of one of its buttons and a submission of one of
// its forms wait; once it is live, what was typed into its fields is handed to it, then the
// press is replayed. Why: docs/decisions/0009-early-input.md.
import { ISLAND_LIVE, LIVE_ATTRIBUTE, markIslandLive } from './islandLive';

const WAITING = `astro-island:not([client="only"]):not([${LIVE_ATTRIBUTE}])`;
/** An island that never says it is live (no boundary) stops holding presses after this. */
const LIVE_AT_THE_LATEST_MS = 5000;
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/** Sets a field as typing does: through the prototype's setter, which React's value tracking sees. */
function setTyped(field: Field, value: string | boolean): void {
  const property = typeof value === 'boolean' ? 'checked' : 'value';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), property)?.set?.call(field, value);
}

/** Hydration renders the fields as the island's state has them: what was typed goes back in. */
function handOverTyping(typed: Map<Field, string | boolean>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    setTyped(field, value);
    const kind = typeof value === 'boolean' || field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(kind, { bubbles: true }));
  }
}

/** Set on <html> once presses are held (written inline into the head of island pages: src/layouts/frame/earlyInputScript.ts). */
const EARLY_INPUT_READY = 'data-early-input';

export function setupEarlyInput(): void {
  document.documentElement.setAttribute(EARLY_INPUT_READY, '');
  const replays = new WeakMap<Element, () => void>();
  const typing = new WeakMap<Element, Map<Field, string | boolean>>();

  const remember = (event: Event) => {
    const field = event.target as Field;
    const island = field.closest?.(WAITING);
    if (!island || !('value' in field)) return;
    if (!typing.has(island)) typing.set(island, new Map());
    typing.get(island)!.set(field, isToggle(field) ? field.checked : field.value);
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);

  const hold = (event: Event, replay: () => void) => {
    const island = (event.target as Element | null)?.closest?.(WAITING);
    if (!island) return;
    event.preventDefault();
    event.stopPropagation();
    replays.set(island, replay);
  };

  document.addEventListener(
    'click',
    (event) => {
      const button = (event.target as Element | null)?.closest?.('button');
      if (button && !button.disabled) hold(event, () => button.click());
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      hold(event, () => form.requestSubmit(submitter));
    },
    true,
  );
  const goLive = (island: Element) => {
    const typed = typing.get(island);
    typing.delete(island);
    if (typed) handOverTyping(typed);
    const replay = replays.get(island);
    replays.delete(island);
    // After the island's first effects (they run after the next frame), as a later press would.
    if (replay) requestAnimationFrame(() => setTimeout(replay));
  };
  document.addEventListener(ISLAND_LIVE, (event) => goLive(event.target as Element), true);
  document.addEventListener(
    'astro:hydrate',
    (event) => setTimeout(() => markIslandLive(event.target as Element), LIVE_AT_THE_LATEST_MS),
    true,
  );
}
