// The small "Compare" tick box of a product card (showcase and listing).
import { COMPARE_MAX } from '../../domain/compare';
import { toggleCompare } from './compareStore';
import { useCompareIds } from './useCompareIds';

export function CompareToggle({ id, name }: { id: number; name: string }) {
  const ids = useCompareIds();
  const on = ids.includes(id);
  const full = !on && ids.length >= COMPARE_MAX;
  return (
    <label
      className={`inline-flex min-h-11 items-center gap-2 text-sm ${full ? 'text-slate-500' : 'cursor-pointer text-slate-800'}`}
      title={full ? `Compare up to ${COMPARE_MAX} products at a time` : undefined}
    >
      <input
        type="checkbox"
        className="h-5 w-5 accent-brand-700"
        checked={on}
        disabled={full}
        onChange={() => toggleCompare(id)}
        data-compare={id}
      />
      Compare<span className="sr-only"> {name}</span>
    </label>
  );
}
