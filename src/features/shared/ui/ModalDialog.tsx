// A form in a native modal <dialog>: focus trap and Escape come from the browser; Escape, the
// backdrop, the close button and the cancel button all ask onClose, which is not called while
// the form is busy (nothing typed is lost mid-request). It ends with the form's two buttons:
// cancel ('Back' unless named) and submit, which shows a spinner and its busy label meanwhile;
// without a submit (an outcome to read), with the cancel button alone.
import { useEffect, useId, useRef, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { useMessages } from '../useMessages';
import { Icon } from './Icon';
import { Spinner } from './Spinner';
import * as icon from '../../../components/iconBodies';

interface Props {
  title: string;
  subtitle?: ReactNode;
  /** Id of the element that describes the dialog (its question), if any. */
  describedBy?: string;
  /** Shown while true (default: as soon as it mounts); a dialog kept mounted keeps what was typed. */
  open?: boolean;
  /** Id of the control to focus on opening (otherwise the browser's choice). */
  initialFocus?: string;
  busy: boolean;
  onClose: () => void;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  submit?: { label: string; busyLabel?: string; className?: string; autoFocus?: boolean };
  cancelLabel?: string;
  children: ReactNode;
}

export function ModalDialog(props: Props) {
  const { title, subtitle, describedBy, open = true, initialFocus, busy, onClose, onSubmit, submit, cancelLabel, children } = props;
  const words = useMessages('ui');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      if (initialFocus) document.getElementById(initialFocus)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);

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
      className="m-auto max-h-[calc(100dvh-1.5rem)] w-[min(100vw-1.5rem,32rem)] rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60"
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={onBackdrop}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 p-5 sm:p-6" aria-busy={busy}>
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl">
              {title}
            </h2>
            {subtitle && <p className="mt-1 text-sm text-slate-700">{subtitle}</p>}
          </div>
          <button
            type="button"
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            aria-label={words.close}
            disabled={busy}
            onClick={close}
          >
            <Icon svg={icon.x} size={22} />
          </button>
        </div>
        {children}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={`btn ${submit ? 'btn-outline' : 'btn-primary'}`} disabled={busy} onClick={close}>
            {cancelLabel ?? words.back}
          </button>
          {submit && (
            <button type="submit" className={`btn ${submit.className ?? 'btn-primary'}`} disabled={busy} autoFocus={submit.autoFocus}>
              {busy ? (
                <>
                  <Spinner />
                  {submit.busyLabel ?? words.saving}
                </>
              ) : (
                submit.label
              )}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}
