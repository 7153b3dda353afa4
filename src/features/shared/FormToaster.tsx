// The top-right toaster for form and order toasts (5000 ms, pause on hover and
// when the window loses focus, swipe/drag to dismiss), mounted by toast.ts on first use.
import { useEffect, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { toast, Toaster } from 'sonner';

// `expand`: every toast stays fully shown. Stacked, the ones behind fade their text out, which
// no one can read.
// Sonner's light rich colours fall just short of 4.5:1 on their tints; these darker texts pass.
const CONTRAST = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 27%)',
  '--error-text': 'hsl(360, 100%, 35%)',
} as CSSProperties;

/** Runs after the Toaster's own effects, i.e. once it listens for toasts. */
function Listening({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

export function mountToaster(): Promise<typeof toast> {
  const host = document.createElement('div');
  document.body.append(host);
  return new Promise((resolve) =>
    createRoot(host).render(
      <>
        <Toaster position="top-right" duration={5000} closeButton richColors expand visibleToasts={4} style={CONTRAST} />
        <Listening onReady={() => resolve(toast)} />
      </>,
    ),
  );
}
