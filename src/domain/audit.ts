// The security and staff events the audit log records (table audit_events, /staff/audit).
export const auditActions = [
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.password_change',
  'auth.password_reset_requested',
  'auth.password_reset',
  'auth.logout',
  'auth.logout_all',
  'user.role_change',
  'order.status_change',
  'inventory.adjust',
  'registration.change',
  'lead.update',
  'order.confirm',
  'order.payment',
  'certificate.review',
  'certificate.view',
  'customer.terms',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Signed in',
  'auth.login_failed': 'Sign-in failed',
  'auth.login_throttled': 'Sign-in throttled',
  'auth.password_change': 'Password changed',
  'auth.password_reset_requested': 'Password reset link sent',
  'auth.password_reset': 'Password reset',
  'auth.logout': 'Signed out',
  'auth.logout_all': 'Signed out of all devices',
  'user.role_change': 'Role changed',
  'order.status_change': 'Order status changed',
  'inventory.adjust': 'Stock adjusted',
  'registration.change': 'Session registration changed',
  'lead.update': 'Lead updated',
  'order.confirm': 'Order confirmed',
  'order.payment': 'Payment recorded',
  'certificate.review': 'Tax certificate reviewed',
  'certificate.view': 'Tax certificate opened',
  'customer.terms': 'Net 30 terms changed',
};

export type { AuditEvent } from './api';
