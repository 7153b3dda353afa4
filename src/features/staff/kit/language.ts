// The language a person wrote, booked or ordered in, as the desks name it (the desks stay in
// English): a column of its own, also in the CSV export, and the choices of a filter.
import { LANGS, type Lang } from '#domain/i18n/locales';
import type { Column } from '../../shared/ui/DataTable';

export const LANGUAGE_LABELS: Record<Lang, string> = { en: 'English', es: 'Spanish' };

export const languageOptions = LANGS.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }));

export function languageColumn<T extends { lang: Lang }>(): Column<T> {
  return { key: 'lang', label: 'Language', cell: (row) => LANGUAGE_LABELS[row.lang], csv: (row) => LANGUAGE_LABELS[row.lang] };
}
