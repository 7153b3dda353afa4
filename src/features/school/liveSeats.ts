// Live seats of the training sessions (GET /school/sessions), fetched once per page. Until
// it answers, or when it fails, the build's figures stay on screen, like live stock.
import { atom } from 'nanostores';
import type { SessionSeats } from '#domain/school/schemas';
import { api } from '../../lib/api';

export const $liveSeats = atom<Map<number, SessionSeats> | null>(null);

let requested = false;

export function loadLiveSeats(): void {
  if (requested || typeof window === 'undefined') return;
  requested = true;
  api
    // Revalidated on every visit (shared caches may still keep it 30 s): someone who just
    // registered should see their seat counted.
    .get<SessionSeats[]>('/school/sessions', undefined, { cache: 'no-cache' })
    .then((list) => {
      if (Array.isArray(list)) $liveSeats.set(new Map(list.map((s) => [s.id, s])));
    })
    .catch(() => {
      // API down: the build's figures stay.
    });
}
