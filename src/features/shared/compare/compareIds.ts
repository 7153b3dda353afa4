// The products ticked "Compare" (at most 4). Only this atom ships with the cards; reading
// and writing the device's copy (compareStore.ts) loads after the first paint.
import { atom } from 'nanostores';

export const $compareIds = atom<number[]>([]);
