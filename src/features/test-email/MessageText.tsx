// A message's plain text as delivered, its web addresses as links (a reset or "Confirm my
// seat" link is followed from here on a development server).
const URL_PATTERN = /(https?:\/\/[^\s\]<>]+)/;

export function MessageText({ text }: { text: string }) {
  // split with a capturing group: the addresses are the odd parts.
  const parts = text.split(URL_PATTERN);
  return (
    <pre className="mt-2 rounded-lg bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
      {parts.map((part, i) =>
        i % 2 ? (
          <a key={i} href={part} className="text-brand-700 underline">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
