// The listing's filters on a phone: a 'Filters (n)' button opens them as a full-screen panel
// (Escape or Close shuts it, focus goes back to the button); from 1024 px they are a sidebar.
// Shutting the panel without Apply Filters discards its choices, and says so: with choices
// not applied, Close reads 'Discard changes'.
import { useEffect, useRef, type ReactNode } from 'react';
import type { CatalogueQuery } from '#domain/catalogue/catalogueFilter';
import { selectedCount } from '#domain/catalogue/catalogueFacets';
import { fill } from '#domain/i18n/fill';
import { Icon } from '../shared/ui/Icon';
import { useMessages } from '../shared/useMessages';
import * as icon from '../../components/iconBodies';

export const activeFilterCount = (q: CatalogueQuery) =>
  q.categories.length + q.compliance.length + Number(q.minPrice != null) + Number(q.maxPrice != null) + selectedCount(q.specs);

interface Props {
  query: CatalogueQuery;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

export function FilterDrawerButton({ query, open, onOpenChange }: Omit<Props, 'children'>) {
  const m = useMessages('catalogue').filters;
  const count = activeFilterCount(query);
  return (
    <button
      type="button"
      className="btn btn-outline lg:hidden"
      aria-expanded={open}
      aria-controls="listing-filters"
      data-filters-button
      onClick={() => onOpenChange(true)}
    >
      <Icon svg={icon.filter} size={18} />
      {count > 0 ? fill(m.buttonCount, { n: count }) : m.heading}
    </button>
  );
}

export function FilterDrawer({ open, onOpenChange, dirty, children }: Omit<Props, 'query'> & { dirty: boolean }) {
  const m = useMessages('catalogue');
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onOpenChange(false);
    addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      document.querySelector<HTMLElement>('[data-filters-button]')?.focus();
    };
  }, [open, onOpenChange]);
  return (
    <div
      id="listing-filters"
      ref={panel}
      tabIndex={-1}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-label={open ? m.listing.productFilters : undefined}
      className={`${open ? 'fixed inset-0 z-50 overflow-y-auto bg-slate-50 p-4' : 'hidden'} outline-none lg:static lg:block lg:bg-transparent lg:p-0`}
    >
      {open && (
        <div className="mb-3 flex justify-end lg:hidden">
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>
            <Icon svg={icon.x} size={18} />
            {dirty ? m.filters.discardChanges : m.filters.close}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
