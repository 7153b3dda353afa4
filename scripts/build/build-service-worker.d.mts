/** Bundles the service worker and writes <outDir>/sw.js with its precache list. */
export function buildServiceWorker(outDir?: string): Promise<void>;
