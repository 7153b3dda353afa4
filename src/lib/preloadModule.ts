/** Asks for a module file now, to be imported later; `low` lets what the page shows come first. */
export const preloadModule = (href: string, priority: 'low' | 'auto' = 'auto'): void =>
  void document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, fetchPriority: priority }));
