// "Newer / Page n of m / Older" under a staff list that is paged newest first (a list sorted
// otherwise names its buttons "Previous" and "Next").
interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  labels?: [previous: string, next: string];
}

export function PageNav({ page, pages, onPage, labels = ['Newer', 'Older'] }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between">
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels[0]}
      </button>
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels[1]}
      </button>
    </nav>
  );
}
