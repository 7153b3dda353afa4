// Header behaviour for search, a few lines of plain script on every page: the search
// button and the `/` key open the search dialog. The dialog code and Pagefind are
// fetched only then (dynamic import), so pages load no search code until it is used.

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

export function setupSearchOpener(): void {
  const button = document.querySelector<HTMLElement>('[data-search-open]');
  const open = async (from: HTMLElement | null) => {
    // The /search page and the staff desks have their own box: `/` goes there instead of opening a dialog over it.
    const pageBox = document.querySelector<HTMLInputElement>('[data-search-page] input[type="search"], input[data-page-search]');
    if (pageBox) return pageBox.focus();
    try {
      const { openSearchDialog } = await import('./searchDialog');
      await openSearchDialog(from);
    } catch {
      // The dialog's code could not be fetched (offline and not cached): the page works too.
      // The page's own search page, named by the header in the page's language.
      location.assign(button?.dataset.searchHref ?? '/search');
    }
  };
  button?.addEventListener('click', () => void open(button));
  document.addEventListener('keydown', (event) => {
    if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    if (document.querySelector('dialog[open]')) return;
    event.preventDefault();
    void open(button);
  });
}
