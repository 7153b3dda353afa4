// Form and order toasts (top right, 5000 ms). Islands call these; sonner and its
// toaster are fetched the first time a toast is shown, so no page pays for them on arrival.
import type { ReactNode } from 'react';

type Kind = 'success' | 'error' | 'info' | 'warning';
interface Options {
  description?: ReactNode;
}
type Sonner = typeof import('sonner').toast;

let toaster: Promise<Sonner> | undefined;

function show(kind: Kind, message: string, options?: Options): void {
  toaster ??= import('./FormToaster').then((m) => m.mountToaster());
  void toaster.then((sonner) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warning: (message: string, options?: Options) => show('warning', message, options),
};
