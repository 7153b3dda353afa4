// React's renderer for the islands in the built site, in place of @astrojs/react's
// (scripts/build/island-react.mjs points the build at it; `astro dev` keeps Astro's). With the
// site's own island element (./islandLoader.ts) it keeps what the islands use: hydrate a
// prebuilt island, or render a client-only one, in a transition, with the `prefix` that keeps
// useId's ids equal to the server's. It leaves out what the site does not use, and the build
// refuses a page that would need it: slots and children from Astro (a client-only island's
// fallback is the HTML shown until the island renders, never a prop), form actions, a second
// render of the same island (view transitions, hot reload).
import { createElement, startTransition, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

export default (island: HTMLElement) =>
  (component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>, _slots: unknown, { client }: { client: string }) => {
    // Hydrated once: the element may be connected again (moved in the page), its island is live.
    if (!island.hasAttribute('ssr')) return;
    const element = createElement(component, props);
    startTransition(() => {
      if (client === 'only') createRoot(island).render(element);
      else hydrateRoot(island, element, { identifierPrefix: island.getAttribute('prefix') ?? undefined });
    });
  };
