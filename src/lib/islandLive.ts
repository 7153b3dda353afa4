// When an island is live, its handlers attached: React hydrates in a transition, after Astro
// has already announced the island (`astro:hydrate`), so the island's own first commit says
// it (features/shared/IslandBoundary.tsx). Until then src/lib/earlyInput.ts holds presses.
export const ISLAND_LIVE = 'island:live';
export const LIVE_ATTRIBUTE = 'data-live';

export function markIslandLive(island: Element): void {
  if (island.hasAttribute(LIVE_ATTRIBUTE)) return;
  island.setAttribute(LIVE_ATTRIBUTE, '');
  island.dispatchEvent(new Event(ISLAND_LIVE));
}
