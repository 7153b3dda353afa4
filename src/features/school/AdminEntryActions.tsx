// Admin-only edit/delete icons of a school card: both open the entry in the content editor,
// where editing and deleting happen.
import { Icon } from '../shared/ui/Icon';
import { editorEntryHref } from '../../components/school/schoolData';
import * as icon from '../../components/iconBodies';

interface Props {
  collection: 'courses' | 'sessions' | 'articles';
  entry: string | number;
  title: string;
}

const iconLink = 'inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-700 no-underline hover:bg-slate-100';

export function AdminEntryActions({ collection, entry, title }: Props) {
  const href = editorEntryHref(collection, entry);
  return (
    <div className="flex shrink-0 gap-1" data-admin-control>
      <a href={href} className={iconLink} aria-label={`Edit ${title} in the content editor`}>
        <Icon svg={icon.edit} size={18} />
      </a>
      <a href={href} className={`${iconLink} text-red-700`} aria-label={`Delete ${title} in the content editor`}>
        <Icon svg={icon.trash} size={18} />
      </a>
    </div>
  );
}
