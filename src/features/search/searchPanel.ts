// The search panel shared by the header's dialog and the /search page: a search box, the
// type filter, a live status line and the result list, all keyboard-usable (arrows move
// through results, Enter opens one, typing goes back to the box).
import { h } from './dom';
import { loadPagefind, searchSite, type SearchPage } from './pagefindClient';
import { fillStock, resultItem } from './resultItem';
import { searchTypes, type SearchType } from './searchTypes';
import { fill } from '#domain/i18n/fill';
import { localePath } from '#domain/i18n/locales';
import { type SearchWords } from './searchWords';
import { pageLang } from '../../lib/path';

export interface SearchState {
  q: string;
  type: SearchType | null;
}
export interface SearchPanel {
  root: HTMLElement;
  input: HTMLInputElement;
  /** Sets the query and type (e.g. from the address) and searches. */
  set: (state: SearchState) => void;
}

const BROWSE = [
  { href: '/products', label: 'shop' },
  { href: '/services', label: 'services' },
  { href: '/school', label: 'school' },
  { href: '/school?tab=knowledge', label: 'knowledgeBase' },
] as const;
const quoted = (q: string) => `“${q}”`;

export function createSearchPanel(idPrefix: string, t: SearchWords, onChange?: (state: SearchState) => void): SearchPanel {
  const lang = pageLang();
  const inType = (text: string, type: SearchType | null) => (type ? fill(t.inType, { text, type: t.types[type] }) : text);
  const id = (name: string) => `${idPrefix}-${name}`;
  const input = h('input', {
    id: id('q'),
    type: 'search',
    name: 'q',
    autocomplete: 'off',
    spellcheck: 'false',
    enterkeyhint: 'search',
    class: 'field-input',
    'aria-describedby': id('status'),
    'aria-controls': id('results'),
  });
  const typeInputs = [null, ...searchTypes].map((type) =>
    h('input', {
      type: 'radio',
      name: 'type',
      value: type ?? '',
      id: id(`type-${type ?? 'all'}`),
      class: 'peer sr-only',
      checked: type === null,
    }),
  );
  const filter = h(
    'fieldset',
    { class: 'mt-3' },
    h('legend', { class: 'field-label' }, t.typeLegend),
    h(
      'div',
      { class: 'flex flex-wrap gap-2' },
      ...typeInputs.map((radio) =>
        h(
          'div',
          {},
          radio,
          h(
            'label',
            {
              for: radio.id,
              class:
                'inline-flex min-h-11 cursor-pointer items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 hover:border-brand-600 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500',
            },
            radio.value ? t.types[radio.value as SearchType] : t.allTypes,
          ),
        ),
      ),
    ),
  );
  const form = h(
    'form',
    { role: 'search', action: localePath('/search', lang), method: 'get', 'aria-label': t.formLabel },
    h('label', { for: input.id, class: 'field-label' }, t.boxLabel),
    input,
    filter,
  );
  const HINT = t.hint;
  const status = h('p', { id: id('status'), role: 'status', class: 'mt-4 text-sm text-slate-700' }, HINT);
  const stockNote = h('p', {
    class: 'mt-3 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900',
    'data-stock-note': true,
    hidden: true,
  });
  const list = h('ul', { id: id('results'), class: 'mt-3 space-y-2', 'aria-label': t.resultsLabel });
  const empty = h('div', { class: 'mt-4 rounded-lg border border-dashed border-slate-300 bg-white p-5', hidden: true });
  const moreButton = h('button', { type: 'button', class: 'btn btn-outline mt-4 w-full', hidden: true }, t.showMore);
  const root = h('div', { class: 'search-panel' }, form, status, stockNote, list, empty, moreButton);

  let current: SearchPage | null = null;
  let seq = 0;
  const state = (): SearchState => {
    const checked = typeInputs.find((r) => r.checked)?.value ?? '';
    return { q: input.value.trim(), type: (checked || null) as SearchType | null };
  };

  /** The live stock of the product results just shown; the note when only the build's figures could be. */
  async function showStock(mine: number) {
    const note = await fillStock(list, t);
    if (mine !== seq || !note) return;
    stockNote.textContent = note;
    stockNote.hidden = false;
  }

  function showEmpty(q: string) {
    empty.replaceChildren(
      h('p', { class: 'font-semibold text-slate-900' }, fill(t.noResults, { q: quoted(q) })),
      h('p', { class: 'mt-1 text-sm text-slate-700' }, state().type ? t.emptyInType : t.empty),
      h(
        'p',
        { class: 'mt-3 text-sm text-slate-700' },
        t.orBrowse,
        ...BROWSE.flatMap((l, i) => [i ? ', ' : '', h('a', { href: localePath(l.href, lang), class: 'font-medium' }, t[l.label])]),
      ),
    );
    empty.hidden = false;
  }

  async function run() {
    const { q, type } = state();
    onChange?.({ q, type });
    const mine = ++seq;
    empty.hidden = true;
    stockNote.hidden = true;
    status.classList.remove('sr-only');
    if (!q) {
      current = null;
      list.replaceChildren();
      moreButton.hidden = true;
      status.textContent = HINT;
      return;
    }
    status.textContent = t.searching;
    const started = performance.now();
    let page: SearchPage | null;
    try {
      page = await searchSite(q, type);
    } catch {
      if (mine !== seq) return;
      list.replaceChildren();
      moreButton.hidden = true;
      status.replaceChildren(
        t.failed,
        h('button', { type: 'button', class: 'font-semibold text-brand-700 underline', 'data-search-retry': true }, t.tryAgain),
      );
      status.querySelector('button')?.addEventListener('click', () => void run());
      return;
    }
    if (mine !== seq || !page) return;
    current = page;
    list.replaceChildren(...page.hits.map((hit) => resultItem(hit, t)));
    moreButton.hidden = page.hits.length >= page.total;
    const count = page.total === 1 ? t.oneResult : page.total ? t.results : t.noResults;
    status.textContent = inType(fill(count, { n: page.total, q: quoted(q) }), type);
    // The box below says it visibly; the status line still announces it.
    status.classList.toggle('sr-only', !page.total);
    if (!page.total) showEmpty(q);
    void showStock(mine);
    // Read by scripts/bench/bench-search.mjs: from the search starting to its results on screen.
    performance.measure('search:results', { start: started, detail: { q, total: page.total } });
  }

  moreButton.addEventListener('click', async () => {
    if (!current) return;
    const first = list.children.length;
    list.append(...(await current.more()).map((hit) => resultItem(hit, t)));
    moreButton.hidden = list.children.length >= current.total;
    void showStock(seq);
    list.children[first]?.querySelector('a')?.focus();
  });

  let timer: ReturnType<typeof setTimeout> | undefined;
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(() => void run(), 120);
  });
  filter.addEventListener('change', () => void run());
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    const first = list.querySelector<HTMLAnchorElement>('a[data-search-result]');
    if (first && state().q) first.click();
    else void run();
  });

  root.addEventListener('keydown', (event) => {
    const links = [...list.querySelectorAll<HTMLAnchorElement>('a[data-search-result]')];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown' && (event.target === input || at >= 0)) {
      event.preventDefault();
      links[Math.min(at + 1, links.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp' && at >= 0) {
      event.preventDefault();
      (at === 0 ? input : links[at - 1]).focus();
    } else if (at >= 0 && event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Typing on a result goes on typing in the box.
      input.focus();
    }
  });

  void loadPagefind().catch(() => undefined);
  return {
    root,
    input,
    set({ q, type }) {
      input.value = q;
      for (const radio of typeInputs) radio.checked = radio.value === (type ?? '');
      void run();
    },
  };
}
