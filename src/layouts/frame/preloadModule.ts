/** Asks for a module file now, with its priority as a script's, to be imported later. */
export const preloadModule = (href: string): void =>
  void document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
