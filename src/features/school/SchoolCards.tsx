// Course, session and article cards of the training school. Memoised: when the seats left
// arrive, only the cards whose figures changed render again.
import { memo, type ReactNode } from 'react';
import { fill } from '#domain/i18n/fill';
import { localePath, type Lang } from '#domain/i18n/locales';
import { courseDuration, courseHref, courseRequestHref, seatsLeftText } from '#domain/school/courses';
import { formatCount, formatLongDate, formatPrice } from '#domain/shared/format';
import { formatClock, formatDateSpan } from '#domain/school/sessionTimes';
import { Icon } from '../shared/ui/Icon';
import { useMessages } from '../shared/useMessages';
import { AdminEntryActions } from './AdminEntryActions';
import {
  enrollHref,
  isSessionFull,
  joinSessionHref,
  seatsLeftOf,
  type ArticleCardData,
  type CourseCardData,
  type SessionCardData,
} from '../../components/school/schoolData';
import * as icons from '../../components/iconBodies';

const LEVEL_STYLE: Record<string, string> = {
  beginner: 'bg-emerald-100 text-emerald-900',
  intermediate: 'bg-amber-100 text-amber-900',
  advanced: 'bg-red-100 text-red-900',
};
const STATUS_STYLE: Record<string, string> = {
  upcoming: 'bg-brand-100 text-brand-800',
  ongoing: 'bg-emerald-100 text-emerald-900',
  completed: 'bg-slate-200 text-slate-800',
  cancelled: 'bg-red-100 text-red-900',
};

function CardHead({ badge, admin }: { badge: ReactNode; admin?: ReactNode }) {
  return (
    <div className="flex min-h-11 items-start justify-between gap-2">
      {badge}
      {admin}
    </div>
  );
}

function Fact({ icon, children }: { icon: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <Icon svg={icon} size={16} className="mt-0.5 shrink-0 text-brand-700" />
      <span>{children}</span>
    </li>
  );
}

interface CardProps {
  admin: boolean;
  lang: Lang;
}

export const CourseCard = memo(function CourseCard({
  course,
  admin,
  lang,
  nextSession,
}: CardProps & { course: CourseCardData; nextSession?: SessionCardData }) {
  const words = useMessages('school');
  const level = words.levels[course.level as keyof typeof words.levels] ?? course.level;
  const duration = courseDuration(course.duration, words);
  const href = courseHref(course.slug, lang);
  return (
    <article id={`course-${course.slug}`} className="card flex h-full flex-col p-6">
      <CardHead
        badge={<span className={`badge ${LEVEL_STYLE[course.level] ?? 'bg-slate-100 text-slate-800'}`}>{level}</span>}
        admin={admin && <AdminEntryActions collection="courses" entry={course.slug} title={course.title} />}
      />
      <h3 className="mt-2 text-lg">
        <a href={href} className="text-slate-900 hover:text-brand-700">
          {course.title}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-sm text-slate-700">{course.description}</p>
      <a href={href} className="mt-3 text-sm font-semibold text-brand-700 underline">
        {words.courseDetails}
      </a>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-800">
        <Fact icon={icons.clock}>{duration}</Fact>
        <Fact icon={icons.user}>{course.instructor}</Fact>
        <Fact icon={icons.users}>{fill(words.maxStudents, { n: course.max_participants })}</Fact>
        {nextSession && (
          <Fact icon={icons.calendar}>
            <a
              href={`${localePath('/school', lang)}?tab=sessions#session-${nextSession.id}`}
              className="font-medium text-brand-700 underline"
            >
              {fill(words.nextSession, { date: formatLongDate(nextSession.start_date, lang) })}
            </a>
            {`, ${seatsLeftText(seatsLeftOf(nextSession), words)}`}
          </Fact>
        )}
        {course.on_request && (
          <Fact icon={icons.mapPin}>
            {words.onRequest}.{' '}
            <a href={courseRequestHref(course.title, words, lang)} className="font-medium text-brand-700 underline">
              {words.requestCourse}
            </a>
          </Fact>
        )}
      </ul>
      <div className="mt-5 flex items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <span className="text-xl font-bold text-slate-900">{formatPrice(course.price)}</span>
        <a href={enrollHref(course, lang, { duration, level })} className="btn btn-primary">
          {words.enrollNow}
        </a>
      </div>
    </article>
  );
});

export const SessionCard = memo(function SessionCard({ session, admin, lang }: CardProps & { session: SessionCardData }) {
  const words = useMessages('school');
  const full = isSessionFull(session);
  const open = session.status === 'upcoming' && !full;
  const seatsLeft = seatsLeftOf(session);
  return (
    <article id={`session-${session.id}`} className="card flex h-full flex-col p-6">
      <CardHead
        badge={
          <span className={`badge ${STATUS_STYLE[session.status] ?? 'bg-slate-100 text-slate-800'}`}>{words.statuses[session.status]}</span>
        }
        admin={
          admin && (
            <AdminEntryActions
              collection="sessions"
              entry={session.id}
              title={fill(words.sessionAdminTitle, { course: session.course_title })}
            />
          )
        }
      />
      <h3 className="mt-2 text-lg">{session.course_title}</h3>
      <ul className="mt-4 flex-1 space-y-1.5 text-sm text-slate-800">
        <Fact icon={icons.calendar}>{formatDateSpan(session.start_date, session.end_date, lang)}</Fact>
        <Fact icon={icons.clock}>
          {fill(words.classHours, { from: formatClock(session.start_time, lang), to: formatClock(session.end_time, lang) })}
        </Fact>
        <Fact icon={icons.users}>
          {fill(words.enrolled, { taken: session.current_participants, max: session.max_participants })}
          {open && `, ${seatsLeftText(seatsLeft, words)}`}
        </Fact>
        <Fact icon={icons.mapPin}>
          {session.location}
          <span className="block text-slate-700">{session.venue}</span>
        </Fact>
      </ul>
      <div className="mt-5 border-t border-slate-200 pt-4">
        <p className="mb-3 text-xl font-bold text-slate-900">{formatPrice(session.price)}</p>
        {full ? (
          <>
            <button type="button" className="btn btn-primary w-full" disabled>
              {words.sessionFull}
            </button>
            {session.status === 'upcoming' && (
              <a href={joinSessionHref(session, lang)} className="btn btn-outline mt-2 w-full">
                {words.joinWaitlist}
              </a>
            )}
          </>
        ) : session.status === 'upcoming' ? (
          <a href={joinSessionHref(session, lang)} className="btn btn-primary w-full">
            {words.joinSession}
          </a>
        ) : (
          <button type="button" className="btn btn-primary w-full" disabled>
            {words.registrationClosed}
          </button>
        )}
      </div>
    </article>
  );
});

export const ArticleCard = memo(function ArticleCard({ article, admin, lang }: CardProps & { article: ArticleCardData }) {
  const words = useMessages('school');
  return (
    <article className="card relative flex h-full flex-col p-6">
      <CardHead
        badge={<span className="badge bg-brand-100 text-brand-800">{article.type.toUpperCase()}</span>}
        admin={
          admin && (
            <div className="relative z-10">
              <AdminEntryActions collection="articles" entry={article.slug} title={article.title} />
            </div>
          )
        }
      />
      <h3 className="mt-2 text-lg">
        <a
          href={localePath(`/knowledge/${article.slug}`, lang)}
          className="text-slate-900 after:absolute after:inset-0 hover:text-brand-700"
        >
          {article.title}
        </a>
      </h3>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <Fact icon={icons.bookOpen}>{article.category}</Fact>
        <Fact icon={icons.eye}>{fill(words.views, { n: formatCount(article.view_count) })}</Fact>
      </ul>
      <p className="mt-3 text-sm text-slate-700">{article.preview}</p>
    </article>
  );
});
