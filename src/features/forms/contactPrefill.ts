// What the contact page makes of its query (from the contact, training school and training
// landing pages): the title, the form type, the prefilled values and the details it sends along.
import { contactProjectTypes, inquiryTypes } from '#domain/forms/contact';
import { formatLongDate, formatPrice } from '#domain/shared/format';
import { contactTitle, type ContactContext } from './contactKind';

const MAX_VALUE = 200;
const MAX_MESSAGE = 2000;

const reader =
  (q: URLSearchParams) =>
  (key: string, max = MAX_VALUE) =>
    (q.get(key) ?? '').trim().slice(0, max);

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => list.find((v) => v === value);

const money = (raw: string) => (raw && Number.isFinite(Number(raw)) ? formatPrice(Number(raw)) : raw);
const longDate = (raw: string) => (raw && !Number.isNaN(Date.parse(raw)) ? formatLongDate(raw) : raw);
const capitalized = (raw: string) => raw.charAt(0).toUpperCase() + raw.slice(1);

const compact = (entries: [string, string][]): Record<string, string> => Object.fromEntries(entries.filter(([, v]) => v));
const bulletList = (details: Record<string, string>, skip: string) =>
  Object.entries(details)
    .filter(([k]) => k !== skip)
    .map(([k, v]) => `- ${k}: ${v}`)
    .join('\n');

/** A published session as the contact page knows it, to tell which one a "Join Session" link means. */
export interface SessionKey {
  id: number;
  course_title: string;
  start_date: string;
  /** The course's price in dollars and the class hours as written ("8:00 AM – 5:00 PM Central time"), shown on the booking form. */
  price?: number;
  hours?: string;
}

/** The spots a link carries: a full session's form joins the waitlist, it has no spots to offer. */
const seatsFact = (spots: string): [string, string] =>
  spots === '0' ? ['Seats', 'Full: you join the waitlist'] : ['Available spots', spots];

export function contactContext(query: URLSearchParams, sessions: SessionKey[] = []): ContactContext {
  const get = reader(query);
  const type = get('type');
  const course = get('course');

  if (type === 'course') {
    const details = compact([
      ['Course', course],
      ['Price', money(get('price'))],
      ['Duration', get('duration')],
      ['Level', capitalized(get('level'))],
      ['Instructor', get('instructor')],
    ]);
    const message = [
      `I would like to enroll in the course "${course || 'your fiber optic course'}".`,
      bulletList(details, 'Course') && `Course details:\n${bulletList(details, 'Course')}`,
      'Please send me the next available dates and how to complete my enrollment.',
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      kind: 'course',
      title: contactTitle(type),
      formType: 'course',
      courseTitle: course || undefined,
      price: get('price') || undefined,
      details,
      values: { inquiryType: 'Training & Education', projectType: 'Course Enrollment', message },
    };
  }

  if (type === 'session') {
    const start = longDate(get('startDate'));
    const end = longDate(get('endDate'));
    // The link carries the spec's parameters only: the session is the one of that course and start date.
    const session = sessions.find((s) => s.course_title === course && s.start_date === get('startDate'));
    const details = compact([
      ['Session', course],
      ['Price', session?.price === undefined ? '' : formatPrice(session.price)],
      ['Start date', start],
      ['End date', end],
      ['Class hours', session?.hours ?? ''],
      ['Location', get('location')],
      seatsFact(get('spots')),
    ]);
    const message = [
      `I would like to register for the training session "${course || 'your training session'}".`,
      bulletList(details, 'Session') && `Session details:\n${bulletList(details, 'Session')}`,
      'Please confirm my registration and send me the next steps.',
    ]
      .filter(Boolean)
      .join('\n\n');
    return {
      kind: 'session',
      title: contactTitle(type),
      formType: 'training',
      courseTitle: course || undefined,
      sessionId: session?.id,
      waitlist: get('spots') === '0',
      details,
      values: { inquiryType: 'Training & Education', projectType: 'Session Enrollment', message },
    };
  }

  // The /training link (type=training) and any other link may preset the three fields.
  const values = {
    inquiryType: oneOf(inquiryTypes, get('inquiryType')),
    projectType: oneOf(contactProjectTypes, get('projectType')),
    message: get('message', MAX_MESSAGE) || undefined,
  };
  return {
    kind: type === 'training' ? 'training' : 'general',
    title: contactTitle(type),
    formType: type === 'training' ? 'training' : 'contact',
    details: {},
    values: Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)),
  };
}
