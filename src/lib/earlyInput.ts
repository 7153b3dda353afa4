// What a person does on an island before its code has arrived is kept, not dropped: on a
// weak signal the page is readable (and tappable) well before the island hydrates. Until an
// island has hydrated (Astro removes its `ssr` attribute and fires `astro:hydrate`), a press of
// one of its buttons and a submission of one of its forms wait; once it has hydrated, what
// was typed into its fields is handed to it, then the press is replayed.
const WAITING = 'astro-island[ssr]';
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const isToggle = (field: Field): field is HTMLInputElement => field.type === 'checkbox' || field.type === 'radio';

/** Hydration renders the fields as the island's state has them: what was typed goes back in. */
function handOverTyping(typed: Map<Field, string | boolean>): void {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    if (typeof value === 'boolean') (field as HTMLInputElement).checked = value;
    else field.value = value;
    const kind = typeof value === 'boolean' || field instanceof HTMLSelectElement ? 'change' : 'input';
    field.dispatchEvent(new Event(kind, { bubbles: true }));
  }
}

export function setupEarlyInput(): void {
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
  document.addEventListener(
    'astro:hydrate',
    (event) => {
      const island = event.target as Element;
      const typed = typing.get(island);
      typing.delete(island);
      if (typed) handOverTyping(typed);
      const replay = replays.get(island);
      replays.delete(island);
      // After the island's first effects (they run after the next frame), as a later press would.
      if (replay) requestAnimationFrame(() => setTimeout(replay));
    },
    true,
  );
}
