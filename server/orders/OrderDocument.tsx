// An order's paperwork on the shared template set: the order confirmation staff send when
// they confirm it, and the invoice made when it ships. Both print the request's company,
// PO number and job, the terms, every line, the freight and the totals.
import { Text, View } from '@react-pdf/renderer';
import type { PaymentTerms } from '#domain/orders/billing';
import { fill } from '#domain/i18n/fill';
import { isLang } from '#domain/i18n/locales';
import { messagesFor } from '#domain/i18n/messages';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import { balanceDue, orderCharges, paymentLines } from '#domain/orders/orderCharges';
import type { ShopParams } from '../mail/shop';
import { DocumentFrame, Rows, s, Table } from '../pdf/kit';

export type OrderDocumentKind = 'confirmation' | 'invoice';

export interface OrderDocumentProps {
  kind: OrderDocumentKind;
  order: Order;
  shop: ShopParams;
  /** The yard's address and hours in the order's language, for an order picked up there. */
  pickupYard: string;
}

/** The document's words in the order's language (an order kept before languages is English). */
function wordsOf(o: Order) {
  const lang = isLang(o.lang) ? o.lang : 'en';
  const { order, document } = messagesFor(lang).shop;
  // English prints the day as 2027-04-08; Spanish "8 de abril de 2027".
  const day = (iso: string | null) => (!iso ? '' : lang === 'en' ? iso.slice(0, 10) : formatLongDate(iso, lang));
  return { order, m: document, day };
}

function facts({ kind, order: o, pickupYard }: OrderDocumentProps) {
  const { order: words, m, day } = wordsOf(o);
  const address = [o.shipping_address, o.shipping_city, `${o.shipping_state} ${o.shipping_zip}`.trim(), o.shipping_country]
    .filter(Boolean)
    .join(', ');
  const rows = [
    kind === 'invoice' && { label: m.invoiceNumber, value: o.invoice_number ?? '' },
    kind === 'invoice' && { label: m.invoiceDate, value: day(o.invoiced_at) },
    { label: m.order, value: fill(m.orderOf, { reference: o.reference, date: day(o.created_at) }) },
    { label: m.customer, value: `${o.customer_name} · ${o.customer_email} · ${o.shipping_phone}` },
    { label: words.company, value: o.company },
    { label: words.poNumber, value: o.po_number },
    { label: words.jobReference, value: o.job_reference },
    o.fulfilment === 'pickup' ? { label: words.fulfilments.pickup, value: pickupYard } : { label: m.shipTo, value: address },
    { label: m.paymentTerms, value: o.payment_terms ? words.paymentTerms[o.payment_terms as PaymentTerms] : '' },
    kind === 'confirmation' && { label: m.expectedShipDate, value: day(o.expected_ship_date) },
    kind === 'invoice' && { label: m.dueDate, value: day(o.due_date) },
    kind === 'invoice' && o.tracking_number && { label: m.shipped, value: `${o.shipping_method ?? ''} ${o.tracking_number}`.trim() },
  ];
  return rows.filter((r): r is { label: string; value: string } => !!r && r.value !== '');
}

export function OrderDocument(props: OrderDocumentProps) {
  const { kind, order: o, shop } = props;
  const { order: words, m } = wordsOf(o);
  const invoice = kind === 'invoice';
  const title = fill(invoice ? m.invoiceTitle : m.confirmationTitle, { number: o.invoice_number ?? '', reference: o.reference });
  const lines = o.items.map((i) => [i.product_name, String(i.quantity), formatPrice(i.unit_price), formatPrice(i.total_price)]);
  const charges = orderCharges(o).map((c) => ({ label: words.charges[c.key], value: formatPrice(c.amount) }));
  const paid =
    invoice && o.amount_paid === 0
      ? [{ label: words.charges.balanceDue, value: formatPrice(balanceDue(o)) }]
      : paymentLines(o).map((c) => ({ label: words.charges[c.key], value: formatPrice(c.amount) }));
  return (
    <DocumentFrame shop={shop} kind={invoice ? m.invoice : m.confirmation} title={title} subject={o.reference}>
      <Text style={s.title}>{title}</Text>
      <Text style={s.heading}>{m.details}</Text>
      <Rows rows={facts(props)} />
      <Text style={s.heading}>{m.items}</Text>
      <Table
        columns={[
          { title: m.item, width: '55%' },
          { title: m.quantity, width: '10%', align: 'right' },
          { title: m.unitPrice, width: '17%', align: 'right' },
          { title: m.amount, width: '18%', align: 'right' },
        ]}
        rows={lines}
      />
      <View style={{ marginLeft: '45%', marginTop: 8 }}>
        <Rows rows={[...charges, ...paid]} />
      </View>
      {invoice && (
        <Text style={{ marginTop: 12 }}>
          {fill(m.quote, { number: o.invoice_number ?? '', phone: shop.shop_phone, email: shop.shop_email })}
        </Text>
      )}
    </DocumentFrame>
  );
}
