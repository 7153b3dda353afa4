// GET /admin/staff: the staff members (role admin) that work can be assigned to, e.g. a lead's owner.
import { Hono } from 'hono';
import { staffListSchema } from '#domain/accounts/schemas';
import { requireAdmin } from '../auth/middleware';
import { listStaff } from './users';
import type { Deps } from '../deps';
import { answer, describeOperations, noRefusal } from '../openapi/describe';

const describe = describeOperations({
  listStaff: {
    summary: 'The staff members, by name, that a lead can be assigned to',
    responses: { 200: answer('The staff members', staffListSchema), ...noRefusal },
  },
});

export function staffRoutes({ db, requireUser }: Deps) {
  return new Hono().use(requireUser, requireAdmin).get('/', describe.listStaff, async (c) => c.json({ items: await listStaff(db) }));
}
