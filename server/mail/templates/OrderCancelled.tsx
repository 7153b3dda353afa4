import { fill } from '#domain/i18n/fill';
import { mailWords, OrderNotice, type OrderParams } from './OrderSummary';
import type { WithShop } from './params';

export const subject = (p: OrderParams) => fill(mailWords(p).cancelledSubject, { reference: p.reference });

export function Email(p: WithShop<OrderParams>) {
  const m = mailWords(p);
  return <OrderNotice order={p} title={m.cancelledTitle} what={m.cancelledRefund} last={m.cancelledQuestion} />;
}
