// On arrival, scroll smoothly to the element named by the URL hash when it exists
// (the browser already starts other pages at the top); same on in-page hash changes.
function scrollToHash(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
  else if (!id) window.scrollTo({ top: 0, behavior: 'smooth' });
}

export function setupPageScroll(): void {
  if (location.hash) requestAnimationFrame(scrollToHash);
  window.addEventListener('hashchange', scrollToHash);
}
