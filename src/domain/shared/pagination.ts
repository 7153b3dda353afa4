// Page-number window of the product listing: up to 5 pages are
// all shown; beyond that the first, the last and a window around the current page, with
// ellipses standing for the skipped runs.
export type PageSlot = number | 'ellipsis-start' | 'ellipsis-end';

export const MAX_PAGES_SHOWN_IN_FULL = 5;

export function pageWindow(current: number, pages: number): PageSlot[] {
  if (pages <= 1) return pages === 1 ? [1] : [];
  if (pages <= MAX_PAGES_SHOWN_IN_FULL) return Array.from({ length: pages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), pages);
  const from = Math.max(2, page - 1);
  const to = Math.min(pages - 1, page + 1);
  const slots: PageSlot[] = [1];
  if (from > 2) slots.push('ellipsis-start');
  for (let p = from; p <= to; p++) slots.push(p);
  if (to < pages - 1) slots.push('ellipsis-end');
  slots.push(pages);
  return slots;
}

export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
