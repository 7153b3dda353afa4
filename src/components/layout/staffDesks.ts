// The staff desks, in menu order: the header's staff menu and the desks' own links share it.
export const staffDesks = [
  { id: 'orders', href: '/staff/orders', label: 'Order Desk' },
  { id: 'inventory', href: '/staff/inventory', label: 'Inventory' },
  { id: 'customers', href: '/staff/customers', label: 'Customers' },
  { id: 'leads', href: '/staff/leads', label: 'Leads' },
  { id: 'sessions', href: '/staff/sessions', label: 'Sessions' },
  { id: 'audit', href: '/staff/audit', label: 'Audit Log' },
  { id: 'editor', href: '/admin/', label: 'Content Editor' },
] as const;
export type StaffDeskId = (typeof staffDesks)[number]['id'];
