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
 * partial pagination with `meta.countedTo`) reads "1-10 of more than 1,000", not "of more than 10";
 * one whose total the API estimated (`meta.estimatedTotal`) reads "1-10 of about 4,200".
 */
export function ListPagination(props: { rowsPerPageOptions?: number[] }) {
  const { meta } = useListContext();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { countedTo, estimatedTotal } = (meta ?? {}) as { countedTo?: number; estimatedTotal?: number };
  const partial = countedTo ?? estimatedTotal;
  const label = useCallback(
    ({ from, to }: { from: number; to: number }) =>
      translate(estimatedTotal === undefined ? 'app.page_range_more' : 'app.page_range_about', {
        offsetBegin: from,
        offsetEnd: to,
        total: new Intl.NumberFormat(locale).format(countedTo ?? estimatedTotal ?? to),
      }),
    [translate, locale, countedTo, estimatedTotal],
  );
  return <Pagination {...props} {...(partial !== undefined && { labelDisplayedRows: label })} />;
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
