// When an island is live, its handlers attached: React hydrates in a transition, after the
// island element (src/layouts/frame/islandLoader.ts) has already announced it (`astro:hydrate`),
// so the island's own first commit says it (features/shared/IslandBoundary.tsx). Until then src/lib/earlyInput.ts holds presses.
export const ISLAND_LIVE = 'island:live';
export const LIVE_ATTRIBUTE = 'data-live';

export function markIslandLive(island: Element): void {
  if (island.hasAttribute(LIVE_ATTRIBUTE)) return;
  island.setAttribute(LIVE_ATTRIBUTE, '');
  island.dispatchEvent(new Event(ISLAND_LIVE));
}
