// Leads: every submission that reaches the team. Types, statuses and
// moves (the shape the API answers is in ./schemas.ts); shared by the relay, the leads API and /staff/leads.

export const leadTypes = [
  'order_request',
  'contact',
  'consultation',
  'course_enrollment',
  'session_registration',
  'training_inquiry',
  'job_application',
  'checkout',
] as const;
export type LeadType = (typeof leadTypes)[number];

export const LEAD_TYPE_LABELS: Record<LeadType, string> = {
  order_request: 'Order request',
  contact: 'Contact',
  consultation: 'Consultation',
  course_enrollment: 'Course enrollment',
  session_registration: 'Session registration',
  training_inquiry: 'Training inquiry',
  job_application: 'Job application',
  checkout: 'Checkout',
};

export const leadStatuses = ['new', 'contacted', 'closed', 'spam'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed', spam: 'Spam' };

/** Where a lead may go next: New → Contacted → Closed, and from any status to Spam. */
export const LEAD_NEXT_STATUSES: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'spam'],
  contacted: ['closed', 'spam'],
  closed: ['spam'],
  spam: [],
};
/** Keeping the status is always allowed: a note or an owner can change alone. */
export const canMoveLead = (from: LeadStatus, to: LeadStatus): boolean => from === to || LEAD_NEXT_STATUSES[from].includes(to);
export const leadMoveRefusal = (from: LeadStatus, to: LeadStatus): string =>
  `A lead that is ${LEAD_STATUS_LABELS[from]} cannot be marked ${LEAD_STATUS_LABELS[to]}`;

/** The lead type of a team submission: its form type, and for training whether it names a session. */
export function leadTypeOf(formType: string, hasSession: boolean): LeadType {
  const byForm: Record<string, LeadType> = {
    order: 'order_request',
    contact: 'contact',
    consultation: 'consultation',
    apply: 'job_application',
    course: 'course_enrollment',
    checkout: 'checkout',
  };
  if (formType === 'training') return hasSession ? 'session_registration' : 'training_inquiry';
  return byForm[formType] ?? 'contact';
}

export const NOTE_MAX = 2000;
export const NOTHING_TO_CHANGE = 'Give a status, an owner or a note';

/** The CSV export's columns, in order. */
export const LEAD_CSV_COLUMNS = [
  'id',
  'received_at',
  'type',
  'status',
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'product',
  'reference',
  'owner',
  'message',
  'notes',
] as const;
