// The mobile menu drawer: a native <dialog> (focus trap, Escape, inert page) plus
// backdrop click, link click, scroll lock and focus return. Plain script, no framework.
export function setupDrawer(): void {
  const drawer = document.getElementById('mobile-drawer') as HTMLDialogElement | null;
  const opener = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
  if (!drawer || !opener) return;

  const close = () => drawer.open && drawer.close();
  opener.addEventListener('click', () => {
    drawer.showModal();
    document.documentElement.classList.add('scroll-locked');
    opener.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    document.documentElement.classList.remove('scroll-locked');
    opener.setAttribute('aria-expanded', 'false');
    opener.focus();
  });
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', close);
  drawer.addEventListener('click', (event) => {
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    if (event.target === drawer) close();
    if ((event.target as Element).closest('a')) close();
  });
  matchMedia('(min-width: 768px)').addEventListener('change', (e) => e.matches && close());
}
