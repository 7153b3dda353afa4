// What a screen shows while its data is on the way.
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="py-16 text-center text-slate-700">
      {text}
    </p>
  );
}
