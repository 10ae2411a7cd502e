import { List, type ListProps } from 'react-admin';
import { csvExporter } from './csvExport';

/**
 * react-admin's List with the app's formula-safe CSV exporter: every resource list is a ResourceList
 * (ESLint refuses react-admin's List under src/resources), so a new list cannot export unsafe cells.
 */
export function ResourceList(props: ListProps) {
  return <List exporter={csvExporter} {...props} />;
}
