// The small "Compare" tick box of a product card (showcase and listing). A fifth tick is
// refused (the box of an unticked product is disabled while 4 are ticked).
import { COMPARE_MAX } from '#domain/catalogue/compare';
import { useMessages } from '../useMessages';
import { $compareIds } from './compareIds';
import { compareStore, useCompareIds } from './useCompareIds';

export function CompareToggle({ id, name }: { id: number; name: string }) {
  const ids = useCompareIds();
  const words = useMessages('ui').compare;
  const on = ids.includes(id);
  return (
    <label className="inline-flex min-h-11 items-center gap-2 text-sm text-slate-800">
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={on}
        disabled={!on && ids.length >= COMPARE_MAX}
        onChange={() => {
          // The box answers at once; saving on the device follows, with the ticks as they are
          // then (a second tick may come before the store's code has arrived).
          $compareIds.set(on ? ids.filter((x) => x !== id) : [...ids, id]);
          void compareStore().then((m) => m.save($compareIds.get()));
        }}
      />
      {words.toggle}
      <span className="sr-only"> {name}</span>
    </label>
  );
}
