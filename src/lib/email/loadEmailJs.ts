// The EmailJS SDK, loaded when a form is sent. The SDK probes `typeof localStorage` when it
// loads, which throws where the browser refuses site data; the form must still send, so
// the refused storage is shown to it as absent (the SDK then keeps nothing between sends).
function storageRefused(): boolean {
  try {
    void window.localStorage;
    return false;
  } catch {
    return true;
  }
}

export async function loadEmailJs() {
  if (typeof window !== 'undefined' && storageRefused()) {
    Object.defineProperty(window, 'localStorage', { value: undefined, configurable: true });
  }
  return import('@emailjs/browser');
}
