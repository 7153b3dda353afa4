// The top-right toaster for form and order toasts (SPEC §9: 5000 ms, pause on hover and
// when the window loses focus, swipe/drag to dismiss). Rendered once per island page by
// BaseLayout's `toasts` prop; islands call `toast` from 'sonner'.
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

// Sonner's light rich colours fall just short of 4.5:1 on their tints; these darker texts pass.
const CONTRAST = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 33%)',
  '--warning-text': 'hsl(31, 92%, 27%)',
  '--error-text': 'hsl(360, 100%, 35%)',
} as CSSProperties;

export default function FormToaster() {
  return <Toaster position="top-right" duration={5000} closeButton richColors visibleToasts={4} style={CONTRAST} />;
}
