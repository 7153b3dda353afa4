import { describe, expect, test } from 'vitest';
import { answerDue, leadViewOf } from '#domain/leads/leadDesk';

describe('the leads desk', () => {
  const received = '2026-11-20T10:00:00.000Z';
  const at = (iso: string) => new Date(iso).getTime();

  test('a New lead has 24 hours to be answered, then is overdue', () => {
    expect(answerDue(received, at('2026-11-20T10:30:00Z'))).toEqual({ overdue: false, text: '23 h left to answer' });
    expect(answerDue(received, at('2026-11-21T09:45:00Z'))).toEqual({ overdue: false, text: '15 min left to answer' });
    expect(answerDue(received, at('2026-11-21T13:10:00Z'))).toEqual({ overdue: true, text: 'Overdue by 3 h' });
    expect(answerDue(received, at('2026-11-25T10:00:00Z'))).toEqual({ overdue: true, text: 'Overdue by 4 days' });
  });

  test('a checkout linked to its order sits with the orders, whatever its lead status', () => {
    expect(leadViewOf({ status: 'new', order: { reference: 'ORD-ABCDEFGH' } })).toBe('order');
    expect(leadViewOf({ status: 'contacted', order: null })).toBe('contacted');
  });
});
