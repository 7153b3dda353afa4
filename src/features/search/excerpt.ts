// A search result's excerpt as one whole phrase: the sentence of the result's text that holds
// the most matched words. Pagefind's own excerpt is a fixed window of words, which runs across
// sentences and, in a product's record, across fields ("…1550 nm Part number: FP-TST-T30…").
// Positions are Pagefind's `locations`: indexes of words in the text split on whitespace, the
// way its runtime splits it.
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

const WORD_SEPARATORS = /[^\S\uFEFF]+/;
const SENTENCE_END = /[.!?]["'”’)\]]*$/;
const NOT_AN_END = /^(e\.g|i\.e|vs|approx|incl|no|fig)\.$/i;
const TRAILING_PUNCTUATION = new Set('.,;:!?"\'”’)]');
/** A word and the punctuation it ends with: 'fusion,"' → ['fusion', ',"']. */
function withoutTrailingPunctuation(word: string): [string, string] {
  let end = word.length;
  while (end > 0 && TRAILING_PUNCTUATION.has(word[end - 1])) end--;
  return [word.slice(0, end), word.slice(end)];
}
/** Longer sentences are shortened around their first match, marked with an ellipsis. */
export const MAX_EXCERPT_WORDS = 36;

type Range = [start: number, end: number];

function sentences(words: string[]): Range[] {
  const ranges: Range[] = [];
  let start = 0;
  words.forEach((word, i) => {
    if (i === words.length - 1 || (SENTENCE_END.test(word) && !NOT_AN_END.test(word))) {
      ranges.push([start, i + 1]);
      start = i + 1;
    }
  });
  return ranges.filter(([s, e]) => words.slice(s, e).some(Boolean));
}

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The phrase to show; `title` (the result's own title, already on screen) is passed over when another phrase matches. */
export function phraseExcerpt(content: string, locations: readonly number[], title = ''): ExcerptPart[] {
  const words = content.split(WORD_SEPARATORS);
  const hits = new Set(locations);
  const ranges = sentences(words);
  if (!ranges.length) return [];
  const count = ([s, e]: Range) => locations.filter((l) => l >= s && l < e).length;
  const isTitle = ([s, e]: Range) => normal(words.slice(s, e).join(' ')) === normal(title);
  const rank = (r: Range) => count(r) * 2 - (isTitle(r) ? 1 : 0);
  const candidates = ranges.length > 1 ? ranges.filter((r) => !isTitle(r) || count(r) > 0) : ranges;
  const best = candidates.reduce((a, b) => (rank(b) > rank(a) ? b : a));
  return parts(words, shorten(best, locations), best, hits);
}

function shorten([s, e]: Range, locations: readonly number[]): Range {
  if (e - s <= MAX_EXCERPT_WORDS) return [s, e];
  const first = locations.filter((l) => l >= s && l < e).sort((a, b) => a - b)[0] ?? s;
  const start = Math.max(s, Math.min(first - Math.floor(MAX_EXCERPT_WORDS / 3), e - MAX_EXCERPT_WORDS));
  return [start, start + MAX_EXCERPT_WORDS];
}

function parts(words: string[], [s, e]: Range, [sentenceStart, sentenceEnd]: Range, hits: Set<number>): ExcerptPart[] {
  const out: ExcerptPart[] = [];
  const push = (text: string, mark: boolean) => {
    if (!text) return;
    const last = out.at(-1);
    if (last && last.mark === mark) last.text += text;
    else out.push({ text, mark });
  };
  if (s > sentenceStart) push('… ', false);
  for (let i = s; i < e; i++) {
    if (i > s) push(' ', false);
    if (!hits.has(i)) {
      push(words[i], false);
      continue;
    }
    // The highlight covers the word, not the comma or full stop after it.
    const [core, tail] = withoutTrailingPunctuation(words[i]);
    push(core, true);
    push(tail, false);
  }
  if (e < sentenceEnd) push(' …', false);
  return out;
}
