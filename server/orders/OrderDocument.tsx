// An order's paperwork on the shared template set: the order confirmation staff send when
// they confirm it, and the invoice made when it ships. Both print the request's company,
// PO number and job, the terms, every line, the freight and the totals.
import { Text, View } from '@react-pdf/renderer';
import { paymentTermsLabel } from '#domain/orders/billing';
import { fulfilments } from '#domain/orders/purchase';
import { formatPrice } from '#domain/shared/format';
import type { Order } from '#domain/orders/schemas';
import { balanceDue, orderCharges, paymentLines } from '#domain/orders/orderCharges';
import type { ShopParams } from '../mail/shop';
import { DocumentFrame, Rows, s, Table } from '../pdf/kit';

export type OrderDocumentKind = 'confirmation' | 'invoice';

export interface OrderDocumentProps {
  kind: OrderDocumentKind;
  order: Order;
  shop: ShopParams;
  /** The yard's address and hours, for an order picked up there. */
  pickupYard: string;
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

function facts({ kind, order: o, pickupYard }: OrderDocumentProps) {
  const address = [o.shipping_address, o.shipping_city, `${o.shipping_state} ${o.shipping_zip}`.trim(), o.shipping_country]
    .filter(Boolean)
    .join(', ');
  const rows = [
    kind === 'invoice' && { label: 'Invoice number', value: o.invoice_number ?? '' },
    kind === 'invoice' && { label: 'Invoice date', value: day(o.invoiced_at) },
    { label: 'Order', value: `${o.reference} of ${day(o.created_at)}` },
    { label: 'Customer', value: `${o.customer_name} · ${o.customer_email} · ${o.shipping_phone}` },
    { label: 'Company', value: o.company },
    { label: 'PO number', value: o.po_number },
    { label: 'Job name / reference', value: o.job_reference },
    o.fulfilment === 'pickup' ? { label: fulfilments[1].label, value: pickupYard } : { label: 'Ship to', value: address },
    { label: 'Payment terms', value: paymentTermsLabel(o.payment_terms) },
    kind === 'confirmation' && { label: 'Expected ship date', value: o.expected_ship_date ?? '' },
    kind === 'invoice' && { label: 'Due date', value: o.due_date ?? '' },
    kind === 'invoice' && o.tracking_number && { label: 'Shipped', value: `${o.shipping_method ?? ''} ${o.tracking_number}`.trim() },
  ];
  return rows.filter((r): r is { label: string; value: string } => !!r && r.value !== '');
}

export function OrderDocument(props: OrderDocumentProps) {
  const { kind, order: o, shop } = props;
  const title = kind === 'invoice' ? `Invoice ${o.invoice_number}` : `Order confirmation ${o.reference}`;
  const lines = o.items.map((i) => [i.product_name, String(i.quantity), formatPrice(i.unit_price), formatPrice(i.total_price)]);
  const charges = orderCharges(o).map((c) => ({ label: c.label, value: formatPrice(c.amount) }));
  const paid =
    kind === 'invoice' && o.amount_paid === 0
      ? [{ label: 'Balance due', value: formatPrice(balanceDue(o)) }]
      : paymentLines(o).map((c) => ({ label: c.label, value: formatPrice(c.amount) }));
  return (
    <DocumentFrame shop={shop} kind={kind === 'invoice' ? 'Invoice' : 'Order confirmation'} title={title} subject={o.reference}>
      <Text style={s.title}>{title}</Text>
      <Text style={s.heading}>Details</Text>
      <Rows rows={facts(props)} />
      <Text style={s.heading}>Items</Text>
      <Table
        columns={[
          { title: 'Item', width: '55%' },
          { title: 'Qty', width: '10%', align: 'right' },
          { title: 'Unit price', width: '17%', align: 'right' },
          { title: 'Amount', width: '18%', align: 'right' },
        ]}
        rows={lines}
      />
      <View style={{ marginLeft: '45%', marginTop: 8 }}>
        <Rows rows={[...charges, ...paid]} />
      </View>
      {kind === 'invoice' && (
        <Text
          style={{ marginTop: 12 }}
        >{`Please quote ${o.invoice_number} with your payment. Questions: ${shop.shop_phone} or ${shop.shop_email}.`}</Text>
      )}
    </DocumentFrame>
  );
}
