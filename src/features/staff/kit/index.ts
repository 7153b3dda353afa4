// The desk kit: what every staff desk is made of, from one place.
export { DataTable, type Column } from '../../shared/ui/DataTable';
export { DeskFilters } from '../../shared/ui/DeskFilters';
export { DeskSelect } from '../../shared/ui/DeskSelect';
export { ExportCsvButton } from '../../shared/ui/ExportCsvButton';
export { StatusTabs } from '../../shared/ui/StatusTabs';
export { DeskFrame } from './DeskFrame';
export { deskIsland } from './StaffGate';
export { useDesk } from './useDesk';
export { languageColumn, LANGUAGE_LABELS, languageOptions } from './language';
