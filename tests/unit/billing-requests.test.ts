import { expect, test } from 'vitest';
import { paymentRecordSchema } from '#domain/orders/billingRequests';

const payment = { amount: 10, method: 'card', paid_on: '2026-11-20' };

test('a payment is at least one cent: an amount that rounds to $0.00 is refused, never stored as 0', () => {
  expect(paymentRecordSchema.safeParse(payment).success).toBe(true);
  expect(paymentRecordSchema.safeParse({ ...payment, amount: 0.01 }).success).toBe(true);
  expect(paymentRecordSchema.safeParse({ ...payment, amount: 5e-324 }).success).toBe(false);
  expect(paymentRecordSchema.safeParse({ ...payment, amount: 0.001 }).success).toBe(false);
});

test('a payment date is a date of this century (PostgreSQL has no year 0000)', () => {
  for (const paid_on of ['0000-11-10', '0012-02-29', '3200-02-29', '1999-12-31', '2100-01-01']) {
    expect(paymentRecordSchema.safeParse({ ...payment, paid_on }).success, paid_on).toBe(false);
  }
  expect(paymentRecordSchema.safeParse({ ...payment, paid_on: '2000-01-01' }).success).toBe(true);
});
