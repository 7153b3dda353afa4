// "Newer / Page n of m / Older" under a staff list that is paged newest first.
interface Props {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function PageNav({ page, pages, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between">
      <button type="button" className="btn btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Newer
      </button>
      <span className="text-slate-700">
        Page {page} of {pages}
      </span>
      <button type="button" className="btn btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Older
      </button>
    </nav>
  );
}
