// A translated content entry is the English one's sibling (content/<collection>/es/<same file>):
// the words change, the facts do not. translationProblems lists what breaks that, file by file.

export interface Entry<T> {
  id: string;
  data: T;
}

/**
 * Problems between a collection's English entries and one language's siblings: an entry
 * without its sibling (or a sibling without its English entry), and each fact (`facts`:
 * prices, dates, durations, capacities, related slugs) that differs.
 */
export function translationProblems<T extends object>(
  collection: string,
  lang: string,
  english: Entry<T>[],
  translated: Entry<T>[],
  facts: readonly (keyof T)[],
): string[] {
  const byId = new Map(translated.map((e) => [e.id, e]));
  const problems: string[] = [];
  for (const entry of english) {
    const twin = byId.get(entry.id);
    if (!twin) {
      problems.push(`content/${collection}/${lang}: ${entry.id} has no translation`);
      continue;
    }
    for (const key of facts) {
      if (JSON.stringify(entry.data[key]) !== JSON.stringify(twin.data[key]))
        problems.push(`content/${collection}/${lang}/${entry.id} ${String(key)}: ${JSON.stringify(twin.data[key])} differs from the English ${JSON.stringify(entry.data[key])}`);
    }
  }
  const known = new Set(english.map((e) => e.id));
  for (const entry of translated) if (!known.has(entry.id)) problems.push(`content/${collection}/${lang}/${entry.id}: no English entry of that name`);
  return problems;
}
