// A desk with no rows to show: none yet, or none that match its filters (with "Clear Filters").
export function DeskEmpty({ what, filtered, onClear }: { what: string; filtered: boolean; onClear: () => void }) {
  return (
    <div className="card p-10 text-center">
      <h2 className="text-xl">{filtered ? `No ${what} match your filters` : `No ${what} yet`}</h2>
      {filtered && (
        <button type="button" className="btn btn-outline mt-4" onClick={onClear}>
          Clear Filters
        </button>
      )}
    </div>
  );
}
