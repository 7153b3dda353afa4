// Order confirmations and invoices, rendered once per version of what they print and kept in
// memory (as the datasheets are): 20 concurrent downloads that each rendered the same PDF held
// the event loop ~0.9 s. The key hashes every input of the document (the order with its
// status, confirmation, prices, payments and invoice; the shop's facts), so any change that
// alters the print makes a new rendering, and requests made while one renders share it.
import { createHash } from 'node:crypto';
import type { OrderDocumentProps } from './OrderDocument';
import { renderOrderDocument } from './documents';

/** Bump when OrderDocument's layout changes, so kept documents are redone. */
const TEMPLATE_VERSION = 2;
/** The most documents kept (about 5–30 KB each); the least recently used go first. */
const KEPT = 200;

const kept = new Map<string, Promise<Buffer>>();

export function orderDocumentPdf(props: OrderDocumentProps): Promise<Buffer> {
  const key = createHash('sha256')
    .update(JSON.stringify([TEMPLATE_VERSION, props]))
    .digest('base64url');
  const known = kept.get(key);
  kept.delete(key);
  const pdf = known ?? renderOrderDocument(props);
  // A failed render is not kept: the next request tries again.
  if (!known) pdf.catch(() => kept.get(key) === pdf && kept.delete(key));
  kept.set(key, pdf);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
  return pdf;
}
