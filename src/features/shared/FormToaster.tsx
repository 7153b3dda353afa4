// The top-right toaster for form and order toasts (SPEC §9: 5000 ms, pause on hover and
// when the window loses focus, swipe/drag to dismiss). Rendered once per island page by
// BaseLayout's `toasts` prop; islands call `toast` from 'sonner'.
import { Toaster } from 'sonner';

export default function FormToaster() {
  return <Toaster position="top-right" duration={5000} closeButton richColors visibleToasts={4} />;
}
