// Training school (/school): tabs Courses, Sessions, Knowledge Base, one search box for the
// active tab, both in the address (?tab=sessions&q=…). All three panels are prebuilt; admin
// controls are added only for an admin.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import type { Lang } from '#domain/i18n/locales';
import { IslandBoundary } from '../shared/IslandBoundary';
import type { IslandMessages } from '../shared/useMessages';
import { useMessages } from '../shared/useMessages';
import { useLiveValue } from '../shared/useLiveValue';
import { Icon } from '../shared/ui/Icon';
import { $liveSeats, loadLiveSeats } from './liveSeats';
import { ArticleCard, CourseCard, SessionCard } from './SchoolCards';
import {
  SCHOOL_TABS,
  editorNewHref,
  matchArticle,
  matchCourse,
  matchSession,
  nextSessionOf,
  withLiveSeats,
  type ArticleCardData,
  type CourseCardData,
  type SchoolTab,
  type SessionCardData,
} from '../../components/school/schoolData';
import { useIsAdmin } from '../shared/session/useAuth';
import * as icon from '../../components/iconBodies';

interface Props {
  courses: CourseCardData[];
  sessions: SessionCardData[];
  articles: ArticleCardData[];
  /** The page's language, for its links. */
  lang: Lang;
}

const readTab = (v: string | null): SchoolTab => (SCHOOL_TABS.includes(v as SchoolTab) ? (v as SchoolTab) : 'courses');

function writeAddress(tab: SchoolTab, q: string, push: boolean) {
  const params = new URLSearchParams();
  if (tab !== 'courses') params.set('tab', tab);
  if (q) params.set('q', q);
  const url = `${location.pathname}${params.size ? `?${params}` : ''}${location.hash}`;
  if (url === `${location.pathname}${location.search}${location.hash}`) return;
  if (push) history.pushState(null, '', url);
  else history.replaceState(null, '', url);
}

const COLLECTION: Record<SchoolTab, 'courses' | 'sessions' | 'articles'> = {
  courses: 'courses',
  sessions: 'sessions',
  knowledge: 'articles',
};

function School({ courses, sessions, articles, lang }: Props) {
  const words = useMessages('school');
  const [tab, setTab] = useState<SchoolTab>('courses');
  const [search, setSearch] = useState('');
  // Read after mount: the prebuilt page (and so the hydrating render) never has admin controls.
  // Set only when it changes: a visitor's school is not rendered again as it goes live.
  const isAdmin = useIsAdmin();
  const [admin, setAdmin] = useState(false);
  useEffect(() => setAdmin(isAdmin), [isAdmin]);
  const uid = useId();
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  useEffect(() => {
    const read = () => {
      const params = new URLSearchParams(location.search);
      setTab(readTab(params.get('tab')));
      setSearch(params.get('q') ?? '');
    };
    read();
    addEventListener('popstate', read);
    return () => removeEventListener('popstate', read);
  }, []);

  const choose = (next: SchoolTab, focus = false) => {
    setTab(next);
    writeAddress(next, search, true);
    if (focus) tabRefs.current[next]?.focus();
  };

  const onTabKey = (e: KeyboardEvent) => {
    const i = SCHOOL_TABS.indexOf(tab);
    const n = SCHOOL_TABS.length;
    const to = { ArrowRight: (i + 1) % n, ArrowLeft: (i - 1 + n) % n, Home: 0, End: n - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    choose(SCHOOL_TABS[to], true);
  };

  const seats = useLiveValue($liveSeats, loadLiveSeats);
  const liveSessions = useMemo(() => sessions.map((s) => withLiveSeats(s, seats?.get(s.id))), [sessions, seats]);

  const needle = search.trim().toLowerCase();
  const lists: Record<SchoolTab, ReactElement[]> = {
    courses: courses
      .filter((c) => matchCourse(c, needle))
      .map((c) => <CourseCard key={c.id} course={c} admin={admin} lang={lang} nextSession={nextSessionOf(c.id, liveSessions)} />),
    sessions: liveSessions
      .filter((s) => matchSession(s, needle))
      .map((s) => <SessionCard key={s.id} session={s} admin={admin} lang={lang} />),
    knowledge: articles.filter((a) => matchArticle(a, needle)).map((a) => <ArticleCard key={a.id} article={a} admin={admin} lang={lang} />),
  };

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div
          role="tablist"
          aria-label={words.page.tablist}
          className="flex rounded-xl border border-slate-200 bg-white p-1"
          onKeyDown={onTabKey}
        >
          {SCHOOL_TABS.map((t) => (
            <button
              key={t}
              ref={(el) => {
                tabRefs.current[t] = el;
              }}
              type="button"
              role="tab"
              id={`${uid}-tab-${t}`}
              aria-selected={tab === t}
              aria-controls={`${uid}-panel-${t}`}
              tabIndex={tab === t ? 0 : -1}
              className={`min-h-11 flex-1 whitespace-nowrap rounded-lg px-1.5 text-sm font-semibold sm:px-4 ${tab === t ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              onClick={() => choose(t)}
            >
              {words.tabs[t]}
            </button>
          ))}
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <div className="relative sm:w-80">
            <label htmlFor={`${uid}-search`} className="sr-only">
              {words.searchLabels[tab]}
            </label>
            <Icon svg={icon.search} size={18} className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500" />
            <input
              id={`${uid}-search`}
              type="search"
              className="field-input pl-10"
              placeholder={words.searchPlaceholders[tab]}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                writeAddress(tab, e.target.value, false);
              }}
            />
          </div>
          {admin && (
            <a href={editorNewHref(COLLECTION[tab])} className="btn btn-accent whitespace-nowrap" data-admin-control>
              <Icon svg={icon.plus} size={18} />
              {words.add[tab]}
            </a>
          )}
        </div>
      </div>

      {SCHOOL_TABS.map((t) => (
        <div key={t} role="tabpanel" id={`${uid}-panel-${t}`} aria-labelledby={`${uid}-tab-${t}`} hidden={tab !== t} className="mt-8">
          <h2 className="sr-only">{words.tabs[t]}</h2>
          {lists[t].length === 0 ? (
            <p className="py-12 text-center text-lg font-semibold text-slate-900">{words.empty[t]}</p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">{lists[t]}</div>
          )}
        </div>
      ))}
    </div>
  );
}

export default function SchoolIsland({ messages, ...props }: Props & { messages: IslandMessages }) {
  return (
    <IslandBoundary messages={messages}>
      <School {...props} />
    </IslandBoundary>
  );
}
