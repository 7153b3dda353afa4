// The security and staff events the audit log records (table audit_events, /staff/audit).
export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.password_change',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.password_reset_failed',
  'auth.logout',
  'auth.logout_all',
  'user.role_change',
  'order.status_change',
  'inventory.adjust',
  'registration.change',
  'registration.email_confirmed',
  'lead.update',
  'access.denied',
  'staff.refused',
  'rate_limit.throttled',
  'outbox.read',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.login_throttled': 'Sign-in throttled',
  'auth.password_change': 'Password changed',
  'auth.password_reset_requested': 'Password reset link sent',
  'auth.password_reset': 'Password reset',
  'auth.password_reset_failed': 'Reset link refused',
  'auth.logout': 'Signed out',
  'auth.logout_all': 'Signed out of all devices',
  'user.role_change': 'Role changed',
  'order.status_change': 'Order status changed',
  'inventory.adjust': 'Stock adjusted',
  'registration.change': 'Session registration changed',
  'registration.email_confirmed': 'Seat confirmed by e-mail link',
  'lead.update': 'Lead updated',
  'access.denied': 'Access refused',
  'staff.refused': 'Staff change refused',
  'rate_limit.throttled': 'Requests throttled',
  'outbox.read': 'Outbox read',
};

export type { AuditEvent } from './api';
