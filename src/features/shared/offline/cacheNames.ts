// Names shared by the service worker and the pages that read its caches.
/** Runtime cache of the pages a person opened (network first). */
export const PAGES_CACHE = 'pages';
/** Runtime cache of the datasheets (PDF) of the products a person opened. */
export const DATASHEETS_CACHE = 'datasheets';
/** The precached page shown for any page that is not available offline. */
export const OFFLINE_PAGE = '/offline/index.html';
/** localStorage key of the outbox of forms sent without a connection (formQueue.ts). */
export const QUEUE_KEY = 'offline-form-queue';
/**
 * Pages opened from a one-time link in an e-mail (password reset, seat confirmation): their
 * address holds the link's token, so they are never stored by the service worker.
 */
export const isOneTimeLinkPage = (pathname: string): boolean => /^\/(reset-password|confirm-seat)(\/|\/index\.html)?$/.test(pathname);
