// Files that go with an outbox message, made at delivery from its stored parameters: a
// session's calendar invitation, an order's confirmation or invoice (PDF, from the order as
// it was when the message was written).
import type { Attachment } from 'nodemailer/lib/mailer';
import type { Order } from '#domain/orders/schemas';
import { orderDocumentName, renderOrderDocument } from '../orders/documents';
import type { OrderDocumentKind } from '../orders/OrderDocument';
import { sessionInvitation } from '../school/calendar';
import type { OutboxRow } from './outbox';
import type { ShopParams } from './shop';

function sessionAttachment(p: Record<string, string>): Attachment {
  const ics = sessionInvitation({
    uid: p.ics_uid,
    course: p.course,
    startDay: p.start_day,
    endDay: p.end_day,
    location: p.location,
    whatToBring: p.what_to_bring,
    lang: p.lang,
    organizer: { name: p.shop_name, email: p.organizer_email },
  });
  return { filename: 'session.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' };
}

async function orderAttachment(kind: OrderDocumentKind, p: Record<string, string>): Promise<Attachment> {
  const order = JSON.parse(p.document) as Order;
  const shop: ShopParams = {
    shop_name: p.shop_name,
    shop_address: p.shop_address,
    shop_phone: p.shop_phone,
    shop_email: p.shop_email,
    site_url: p.site_url,
  };
  const content = await renderOrderDocument({ kind, order, shop, pickupYard: p.pickup_yard ?? '' });
  return { filename: orderDocumentName(kind, order), content, contentType: 'application/pdf' };
}

export async function attachmentsFor(row: Pick<OutboxRow, 'template' | 'params'>): Promise<Attachment[]> {
  const p = row.params;
  if (row.template === 'session_confirmed') return [sessionAttachment(p)];
  if (row.template === 'order_confirmed' && p.document) return [await orderAttachment('confirmation', p)];
  if (row.template === 'order_shipped' && p.document && p.invoice_number) return [await orderAttachment('invoice', p)];
  if (row.template === 'order_document' && p.document) return [await orderAttachment(p.document_kind as OrderDocumentKind, p)];
  return [];
}
