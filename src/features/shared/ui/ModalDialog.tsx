// A form in a native modal <dialog>, shown as soon as it mounts: focus trap and Escape come
// from the browser; Escape, the backdrop and the close button all ask onClose, which is not
// called while the form is busy (nothing typed is lost mid-request).
import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Icon } from './Icon';
import * as icon from '../../../components/iconBodies';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Id of the element that describes the dialog (its question), if any. */
  describedBy?: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}

export function ModalDialog({ title, subtitle, describedBy, busy, onClose, onSubmit, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    ref.current?.showModal();
  }, []);

  const close = () => {
    if (!busy) onClose();
  };
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === e.currentTarget) close();
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      className="m-auto w-[min(100vw-1.5rem,30rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={onBackdrop}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5 sm:p-6" aria-busy={busy}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl">{title}</h2>
            {subtitle && <p className="mt-1 text-sm text-slate-700">{subtitle}</p>}
          </div>
          <button type="button" className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100" aria-label="Close" disabled={busy} onClick={close}>
            <Icon svg={icon.x} size={22} />
          </button>
        </div>
        {children}
      </form>
    </dialog>
  );
}
