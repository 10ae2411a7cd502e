import { useCallback, useDeferredValue, type ReactNode } from 'react';
import {
  ListBase,
  ListContextProvider,
  ListView,
  Loading,
  Pagination,
  useListContext,
  useLocaleState,
  useTranslate,
  type ListProps,
} from 'react-admin';
import { useCsvExporter, type ListColumn } from './columns';

/**
 * The list's view follows its data a render behind: a page of rows arriving renders in slices the
 * browser may interrupt, not as one long task (issue 18). The whole view moves together (filters,
 * rows, pagination), so nothing on it shifts while the rows are drawn.
 */
function Deferred({ children }: { children: ReactNode }) {
  const context = useDeferredValue(useListContext());
  return <ListContextProvider value={context}>{children}</ListContextProvider>;
}

/**
 * react-admin's pagination; a search that matched more rows than the API counted (the dataProvider's
 * partial pagination with `meta.countedTo`) reads "1-10 of more than 1,000", not "of more than 10".
 */
export function ListPagination(props: { rowsPerPageOptions?: number[] }) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const countedTo = (meta as { countedTo?: number } | undefined)?.countedTo;
  const label = useCallback(
    ({ from, to }: { from: number; to: number }) =>
      translate('app.page_range_more', {
        offsetBegin: from,
        offsetEnd: to,
        total: new Intl.NumberFormat(locale).format(countedTo ?? to),
      }),
    [translate, locale, countedTo],
  );
  return <Pagination {...props} {...(countedTo !== undefined && { labelDisplayedRows: label })} />;
}

/**
 * react-admin's List (its controller, then its view) with the app's CSV exporter for its `columns`
 * (the table's, with labels in the chosen language and formula-safe cells): every resource list is a
 * ResourceList (ESLint refuses react-admin's List under src/resources), so a new list cannot export
 * unsafe cells or machine columns.
 */
export function ResourceList({
  columns,
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  filter,
  filterDefaultValues,
  perPage,
  queryOptions,
  resource,
  sort,
  storeKey,
  ...view
}: ListProps & { columns: readonly ListColumn[] }) {
  const exporter = useCsvExporter(columns);
  return (
    <ListBase
      exporter={exporter}
      {...{ debounce, disableAuthentication, disableSyncWithLocation, filterDefaultValues, queryOptions }}
      {...{ resource, sort, storeKey }}
      filter={filter ?? NO_FILTER}
      perPage={perPage ?? PER_PAGE}
      authLoading={<Loading />}
      // The view shows the offline state itself, as react-admin's List does.
      offline={false}
    >
      <Deferred>
        <ListView pagination={<ListPagination />} {...view} />
      </Deferred>
    </ListBase>
  );
}

const NO_FILTER = {};
/** react-admin's default page size. */
const PER_PAGE = 10;
