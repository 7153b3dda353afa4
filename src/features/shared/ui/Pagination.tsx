// Previous / page numbers / next, shown only when there is more than one page.
import { pageWindow } from '#domain/shared/pagination';
import { fill } from '#domain/i18n/fill';
import { useMessages } from '../useMessages';
import { Icon } from './Icon';
import * as icon from '../../../components/iconBodies';

interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

const base =
  'inline-flex h-11 min-w-11 items-center justify-center rounded-lg border px-3 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-50';
const idle = 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100';

export function Pagination({ page, pages, onPage }: Props) {
  const words = useMessages('ui');
  if (pages <= 1) return null;
  return (
    <nav aria-label={words.pagination} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        <li>
          <button
            type="button"
            className={`${base} ${idle}`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label={words.previousPage}
          >
            <Icon svg={icon.arrowLeft} size={16} />
            <span className="hidden sm:inline">Previous</span>
          </button>
        </li>
        {pageWindow(page, pages).map((slot) =>
          typeof slot === 'number' ? (
            <li key={slot}>
              <button
                type="button"
                className={`${base} ${slot === page ? 'border-brand-700 bg-brand-700 text-white' : idle}`}
                aria-label={fill(words.pageNumber, { n: slot })}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => slot !== page && onPage(slot)}
              >
                {slot}
              </button>
            </li>
          ) : (
            <li key={slot} aria-hidden="true" className="px-1 text-slate-600" data-ellipsis>
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${base} ${idle}`}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label={words.nextPage}
          >
            <span className="hidden sm:inline">Next</span>
            <Icon svg={icon.arrowRight} size={16} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
