// Shown under the showcase and listing grids once a product is ticked: how many, the link to
// /compare with them, and a way to start over. It stays at the bottom of the screen while the
// cards scroll by. Loaded at the first tick: the listing's first view does not carry it.
import { COMPARE_MAX, compareHref } from '#domain/catalogue/compare';
import { fill } from '#domain/i18n/fill';
import { useMessages } from '../useMessages';
import { clearCompare } from './compareStore';

export function CompareBar({ ids }: { ids: number[] }) {
  const words = useMessages('ui').compare;
  return (
    <div
      role="region"
      aria-label={words.bar}
      className="sticky bottom-3 z-10 mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-white p-3 shadow-lg"
    >
      <p className="text-sm text-slate-800" aria-live="polite">
        {fill(words.selected, { count: ids.length, max: COMPARE_MAX })}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-outline px-3" onClick={clearCompare}>
          {words.clear}
        </button>
        <a href={compareHref(ids)} className="btn btn-primary px-4" data-compare-link>
          {fill(words.link, { count: ids.length })}
        </a>
      </div>
    </div>
  );
}
