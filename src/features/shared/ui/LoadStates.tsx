// What a screen shows while its data is on the way, and where it could not be loaded.
import { useMessages } from '../useMessages';

export function LoadingState({ text }: { text?: string }) {
  const m = useMessages('ui');
  return (
    <p role="status" className="py-16 text-center text-slate-700">
      {text ?? m.loading}
    </p>
  );
}

/** The card shown where a list or page could not be loaded, with its way out. */
export function LoadFailed({ message, onRetry, className = '' }: { message: string; onRetry: () => void; className?: string }) {
  const m = useMessages('ui');
  return (
    <div role="alert" className={`card p-8 text-center ${className}`}>
      <p className="font-semibold text-red-800">{message}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onRetry}>
        {m.tryAgain}
      </button>
    </div>
  );
}
