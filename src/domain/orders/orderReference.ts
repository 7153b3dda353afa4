// Order reference: ORD- plus 8 uppercase alphanumerics, made by the server.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const ORDER_REFERENCE_PATTERN = /^ORD-[A-Z0-9]{8}$/;

export function makeOrderReference(randomValues: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  // 252 is the largest multiple of 36 below 256: rejecting above it keeps every character equally likely.
  let out = '';
  while (out.length < 8) {
    for (const b of randomValues(16)) {
      if (b < 252 && out.length < 8) out += ALPHABET[b % 36];
    }
  }
  return `ORD-${out}`;
}
