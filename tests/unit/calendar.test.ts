import { describe, expect, test } from 'vitest';
import { schoolTime } from '#server/school/calendar';

describe('schoolTime', () => {
  test('8 AM school time in winter and summer', () => {
    expect(schoolTime('2027-01-19', 8).toISOString()).toBe('2027-01-19T14:00:00.000Z');
    expect(schoolTime('2027-07-19', 8).toISOString()).toBe('2027-07-19T13:00:00.000Z');
  });
});
