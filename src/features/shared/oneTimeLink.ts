// Pages opened from a one-time link in an e-mail (/reset-password, /confirm-seat): the link's
// token is taken out of the address by a line in the page's head, before anything else runs,
// so it is not kept in the browser's session history nor sent onwards in a Referer; the
// page's island reads it from memory.

const GLOBAL = 'oneTimeLinkToken';

/** The head script: moves ?token= from the address into memory. */
export const takeTokenScript = `(()=>{const u=new URL(location.href),t=u.searchParams.get('token');if(t!==null){window.${GLOBAL}=t;u.searchParams.delete('token');history.replaceState(history.state,'',u.pathname+u.search+u.hash)}})()`;

/** The token the head script took (or, should it not have run, the one still in the address). */
export const linkToken = (): string =>
  (window as unknown as Record<string, string | undefined>)[GLOBAL] ?? new URLSearchParams(location.search).get('token') ?? '';
