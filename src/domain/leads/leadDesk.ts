// The leads desk's view of a lead (docs/staff-desks.md): the tab it sits in (its status, or "Order" when
// the lead is a checkout that became an order), the columns it sorts by, and the time left
// against the shop's promise to answer within 24 hours.
import { canMoveLead, LEAD_STATUS_LABELS, leadMoveRefusal, leadStatuses, type LeadStatus } from './leads';

/** The desk's tabs: a lead's status, or 'order' for a checkout linked to its order. */
export const leadViews = [...leadStatuses, 'order'] as const;
export type LeadView = (typeof leadViews)[number];
export const LEAD_VIEW_LABELS: Record<LeadView, string> = { ...LEAD_STATUS_LABELS, order: 'Orders' };

/** Columns the leads desk sorts by (GET /admin/leads?sort=…). */
export const leadSortKeys = ['received_at', 'name', 'email', 'type', 'status'] as const;
export type LeadSortKey = (typeof leadSortKeys)[number];

/** Where the desk shows a lead: an order lead's status is its order's, worked on the order desk. */
export const leadViewOf = (lead: { status: LeadStatus; order: unknown }): LeadView => (lead.order ? 'order' : lead.status);

export const ANSWER_PROMISE_HOURS = 24;
const HOUR = 3_600_000;

function span(ms: number): string {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

/** Time left to answer a New lead ("5 h left"), or how late it is ("Overdue by 3 h"). */
export function answerDue(receivedAt: string, now: number): { overdue: boolean; text: string } {
  const left = new Date(receivedAt).getTime() + ANSWER_PROMISE_HOURS * HOUR - now;
  return left > 0 ? { overdue: false, text: `${span(left)} left to answer` } : { overdue: true, text: `Overdue by ${span(-left)}` };
}

/** Why a lead of the desk cannot take a status: an order's status is changed on the order desk. */
export const orderLeadRefusal = (reference: string) => `This checkout is order ${reference}: change its status on the order desk`;

/** Why a lead cannot move to a status (null: it can, or no status is asked for). */
export function leadMoveProblem(lead: { status: LeadStatus; order_reference: string | null }, to: LeadStatus | undefined): string | null {
  if (to === undefined || to === lead.status) return null;
  if (lead.order_reference) return orderLeadRefusal(lead.order_reference);
  return canMoveLead(lead.status, to) ? null : leadMoveRefusal(lead.status, to);
}
