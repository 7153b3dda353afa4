// What a student plans with: a course's contact hours, who pays the exam, where a session is
// held, and the contact-form link that asks for a course on request.
import type { Course, Session, SiteFacts } from '#domain/content/schemas';

export const contactHours = (course: Pick<Course, 'agenda'>): number => course.agenda.reduce((sum, day) => sum + day.hours, 0);

export const EXAM_FEE_LABELS: Record<Course['credential']['exam_fee'], string> = {
  included: 'Exam fee included in the course price',
  extra: 'Exam fee not included: paid to the certifying body',
  none: 'No exam fee',
};

/** Said of a course with no published date. */
export const ON_REQUEST = 'On request — at your site or ours';
export const ONLINE_VENUE = 'Online: the joining link is e-mailed with your seat confirmation';

/** The street address a student travels to (the training center's unless the session names its own), or the online note. */
export function sessionVenue(session: Pick<Session, 'online' | 'venue_address'>, trainingCenterAddress: string): string {
  if (session.online) return ONLINE_VENUE;
  return session.venue_address?.trim() || trainingCenterAddress;
}

/** The training yard where field days are held, as the site facts give it. */
export interface TrainingYard {
  address: string;
  notes?: string;
}

/** The yard of the site facts as a training venue (field days), if the facts name one. */
export const trainingYardOf = (site: Pick<SiteFacts, 'pickup_yard'>): TrainingYard | undefined =>
  site.pickup_yard && {
    address: `${site.pickup_yard.street}, ${site.pickup_yard.city}, ${site.pickup_yard.state} ${site.pickup_yard.zip}`,
    notes: site.pickup_yard.field_day_notes,
  };

/** "day 2", "days 2 and 3", "days 1, 2 and 4". */
const dayList = (days: number[]): string =>
  days.length === 1 ? `day ${days[0]}` : `days ${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;

/**
 * Where a student goes on each day: a session with field days and no venue of its own holds its
 * classroom days at the training center and its field days at the yard, with the yard's parking
 * and PPE notes. Anything else is one place, as sessionVenue says.
 */
export function sessionVenueByDay(
  session: Pick<Session, 'online' | 'venue_address'>,
  course: Pick<Course, 'agenda'>,
  trainingCenterAddress: string,
  yard: TrainingYard | undefined,
): string {
  const single = sessionVenue(session, trainingCenterAddress);
  const field = course.agenda.flatMap((day, i) => (day.setting === 'field' ? [i + 1] : []));
  if (session.online || session.venue_address?.trim() || !yard || field.length === 0) return single;
  const classroom = course.agenda.flatMap((day, i) => (day.setting === 'field' ? [] : [i + 1]));
  const fieldPart = `Field ${dayList(field)}: training yard, ${yard.address}.${yard.notes ? ` ${yard.notes}` : ''}`;
  return classroom.length ? `Classroom ${dayList(classroom)}: ${trainingCenterAddress}. ${fieldPart}` : fieldPart;
}

/** The contact form, prefilled to ask for a course on request (the form reads inquiryType, projectType and message). */
export const courseRequestHref = (title: string): string =>
  `/contact?${new URLSearchParams({
    type: 'training',
    inquiryType: 'Training & Education',
    projectType: 'Course Enrollment',
    message: `I would like to book the course "${title}" on request for our team, at our site or yours. Please send me a quote and available dates.`,
  })}`;

export const courseHref = (slug: string): string => `/school/courses/${slug}`;
