// What an audit entry is about, for a person: the names behind the ids and slugs it stored (a
// product's name for its slug, a session's course and day for its number) and the desk that
// shows its target, linked from the audit desk.
import { ORDER_REFERENCE_PATTERN } from '#domain/orders/orderReference';

/** Names the server looked up for an entry; absent when the product or session is gone. */
export interface AuditNames {
  product?: string;
  session?: string;
}

interface Entry {
  action: string;
  target: string | null;
  detail: Record<string, unknown>;
}

const search = (desk: string, q: string) => `/staff/${desk}?q=${encodeURIComponent(q)}`;

/** The staff desk (and its view) where the entry's target is, or null when none shows it. */
export function auditLink({ action, target, detail }: Entry): string | null {
  const [area] = action.split('.');
  if (area === 'order' && target && ORDER_REFERENCE_PATTERN.test(target)) return search('orders', target);
  if (area === 'inventory' && target) return search('inventory', target);
  if (area === 'registration' && detail.session_id !== undefined)
    return `/staff/sessions?session=${encodeURIComponent(String(detail.session_id))}`;
  if (action === 'lead.update' && target) return search('leads', target.split(' ')[0]);
  if (area === 'certificate' || action === 'customer.terms') return '/staff/customers';
  return null;
}
