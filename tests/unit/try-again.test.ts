// Which failures the API answers with 503 and Retry-After (try again in a moment) rather than 500.
import { expect, test } from 'vitest';
import { tryAgainReason } from '#server/http/errors';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

test('the database out of reach, busy, slow or in conflict is worth retrying', () => {
  expect(tryAgainReason(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe('database unavailable');
  expect(tryAgainReason(failure('connection failure', '08006'))).toBe('database unavailable');
  expect(tryAgainReason(failure('the database system is starting up', '57P03'))).toBe('database unavailable');
  expect(tryAgainReason(failure('Connection terminated unexpectedly'))).toBe('database unavailable');
  expect(tryAgainReason(failure('timeout exceeded when trying to connect'))).toBe('pool busy');
  expect(tryAgainReason(failure('canceling statement due to statement timeout', '57014'))).toBe('statement timeout');
  expect(tryAgainReason(failure('could not serialize access', '40001'))).toBe('serialization failure');
  expect(tryAgainReason(failure('deadlock detected', '40P01'))).toBe('serialization failure');
});

test('anything else is a real error', () => {
  expect(tryAgainReason(failure('Cannot read properties of undefined'))).toBeNull();
  expect(tryAgainReason(failure('duplicate key value violates unique constraint', '23505'))).toBeNull();
});
