// What a screen shows while its data is on the way, and where it could not be loaded.
export function LoadingState({ text = 'Loading...' }: { text?: string }) {
  return (
    <p role="status" className="py-16 text-center text-slate-700">
      {text}
    </p>
  );
}

/** The card shown where a list or page could not be loaded, with its way out. */
export function LoadFailed({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  return (
    <div role="alert" className={`card p-8 text-center ${className}`}>
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
