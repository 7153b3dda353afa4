// Written inline into the head of every page with a prebuilt island
// (scripts/build/astro-frame-script.mjs): a press or typing on an island is held from the page's
// first paint on, while the island's files come after that paint.
import { setupEarlyInput } from '../../lib/earlyInput';

setupEarlyInput();
