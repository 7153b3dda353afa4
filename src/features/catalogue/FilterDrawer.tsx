// The listing's filters on a phone: a 'Filters (n)' button opens them as a full-screen panel
// (Escape or Close shuts it, focus goes back to the button); from 1024 px they are a sidebar.
// Shutting the panel without Apply Filters discards its choices, and says so: with choices
// not applied, Close reads 'Discard changes'.
import { useEffect, useRef, type ReactNode } from 'react';
import type { CatalogueQuery } from '#domain/catalogue/catalogueFilter';
import { selectedCount } from '#domain/catalogue/catalogueFacets';
import { Icon } from '../shared/ui/Icon';
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
      Filters{count > 0 && ` (${count})`}
    </button>
  );
}

export function FilterDrawer({ open, onOpenChange, dirty, children }: Omit<Props, 'query'> & { dirty: boolean }) {
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
      aria-label={open ? 'Product filters' : undefined}
      className={`${open ? 'fixed inset-0 z-50 overflow-y-auto bg-slate-50 p-4' : 'hidden'} outline-none lg:static lg:block lg:bg-transparent lg:p-0`}
    >
      {open && (
        <div className="mb-3 flex justify-end lg:hidden">
          <button type="button" className="btn btn-outline" onClick={() => onOpenChange(false)}>
            <Icon svg={icon.x} size={18} />
            {dirty ? 'Discard changes' : 'Close'}
          </button>
        </div>
      )}
      {children}
    </div>
  );
}
