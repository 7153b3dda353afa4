// Status tabs with counts ("Processing 12 · Shipped 40"): one pressed button per status, plus
// "All". Pressing one filters the desk's table. On a phone they are one row that scrolls sideways,
// so the table starts on the first screen.
export interface StatusTab<V extends string> {
  value: V;
  label: string;
  count?: number;
}

export function StatusTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
}: {
  label: string;
  tabs: StatusTab<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1.5 max-sm:-mx-4 max-sm:flex-nowrap max-sm:overflow-x-auto max-sm:px-4 max-sm:pb-1">
        {tabs.map((t) => (
          <li key={t.value} className="shrink-0">
            <button
              type="button"
              aria-pressed={t.value === value}
              onClick={() => onChange(t.value)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3.5 text-sm font-semibold ${
                t.value === value
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
              }`}
            >
              {t.label}
              {t.count !== undefined && (
                <span className={`rounded-full px-2 text-xs ${t.value === value ? 'bg-white/20' : 'bg-slate-100 text-slate-800'}`}>
                  {t.count.toLocaleString('en-US')}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
