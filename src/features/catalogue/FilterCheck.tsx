// One checkbox of the listing's filters, a 44 px tall target.
export function FilterCheck({
  name,
  value,
  checked,
  onChange,
  label,
  disabled,
}: {
  name: string;
  value: string | number;
  checked: boolean;
  onChange: () => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <label className={`flex min-h-11 items-center gap-3 text-sm ${disabled ? 'text-slate-600' : 'cursor-pointer text-slate-800'}`}>
      <input
        type="checkbox"
        name={name}
        value={value}
        className="h-5 w-5 accent-brand-700"
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      {label}
    </label>
  );
}
