// The header's search dialog, built the first time it is opened (this module is itself
// loaded only then). A native modal <dialog>: focus stays inside, Escape closes it, and
// focus returns to whatever opened it.
import { h } from './dom';
import { createSearchPanel, type SearchPanel } from './searchPanel';
import { loadSearchWords, type SearchWords } from './searchWords';

let dialog: HTMLDialogElement | null = null;
let panel: SearchPanel | null = null;
let opener: HTMLElement | null = null;

function build(t: SearchWords): HTMLDialogElement {
  panel = createSearchPanel('site-search', t);
  const close = h(
    'button',
    {
      type: 'button',
      class: 'inline-flex h-11 items-center justify-center rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-slate-100',
      'aria-label': t.closeLabel,
    },
    t.close,
  );
  const el = h(
    'dialog',
    {
      id: 'site-search',
      'aria-labelledby': 'site-search-title',
      class:
        'm-0 h-auto max-h-dvh w-full max-w-none rounded-none bg-slate-50 p-0 shadow-2xl backdrop:bg-slate-900/50 sm:mx-auto sm:mt-[8vh] sm:max-h-[84vh] sm:max-w-2xl sm:rounded-xl',
    },
    h(
      'div',
      { class: 'flex max-h-[inherit] flex-col' },
      h(
        'div',
        { class: 'flex items-center justify-between border-b border-slate-200 px-4 py-2 sm:px-6' },
        h('h2', { id: 'site-search-title', class: 'text-lg' }, t.dialogTitle),
        close,
      ),
      h('div', { class: 'overflow-y-auto px-4 pb-6 pt-4 sm:px-6' }, panel.root),
    ),
  );
  close.addEventListener('click', () => el.close());
  // In a search box the browser spends the first Escape on clearing it: close at once instead.
  el.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    el.close();
  });
  // A click on the dialog element itself (not its content) is a click on the backdrop.
  el.addEventListener('click', (event) => event.target === el && el.close());
  el.addEventListener('close', () => {
    document.documentElement.classList.remove('scroll-locked');
    opener?.focus();
  });
  document.body.append(el);
  return el;
}

/** Rejects when the dialog's words cannot be fetched (offline and not stored). */
export async function openSearchDialog(from: HTMLElement | null): Promise<void> {
  dialog ??= build(await loadSearchWords());
  opener = from;
  if (!dialog.open) {
    dialog.showModal();
    document.documentElement.classList.add('scroll-locked');
  }
  panel?.input.focus();
  panel?.input.select();
}
