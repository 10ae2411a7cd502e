import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SEARCH_MAX_LENGTH } from '../../shared/constants';
import { apiRequest, apiUpload } from '../api/httpClient';
import { accountCalls } from './calls/account';
import { channelConnectionCalls } from './calls/channelConnection';
import { channelRemovalCalls } from './calls/channelRemoval';
import { claimCalls } from './calls/claims';
import { takedownCalls } from './calls/takedowns';
import type { earningsCalls as EarningsCalls } from './calls/earnings';
import type { dashboardCalls as DashboardCalls } from './calls/dashboards';
import { claimReadBackCalls } from './calls/claimsReadBack';
import type { contactUsCalls as ContactUsCalls } from './calls/contactUs';
import type { activityLogCalls as ActivityLogCalls } from './calls/activityLog';
import type { contentIdCalls as ContentIdCalls } from './calls/contentIds';
import { fileCalls } from './calls/files';
import { inquiryCalls } from './calls/inquiries';
import type { libraryCalls as LibraryCalls } from './calls/library';
import type { libraryItemCalls as LibraryItemCalls } from './calls/libraryItems';
import { mediaCalls } from './calls/media';
import { menuBadgeCalls } from './calls/menuBadges';
import { monitoringCalls } from './calls/monitoring';
import { paymentCalls } from './calls/payments';
import type { paymentRunCalls as PaymentRunCalls } from './calls/paymentRuns';
import { prospectCalls } from './calls/prospects';
import type { transcriptionCalls as TranscriptionCalls } from './calls/transcription';
import type { revenueImportCalls as RevenueImportCalls } from './calls/revenueImports';
import { videoCalls } from './calls/videos';
import { lazyCalls } from './lazyCalls';
import { pickWritable, splitRoute, type EndpointMap, type Route } from './endpoints';

type WireRecord = { _id: string } & Record<string, unknown>;
/**
 * A list call's answer; `more`: more rows match than `total`, which is how far the API counted;
 * `estimated`: `total` is the API's estimate from a sample.
 */
type WireList = { data: WireRecord[]; total: number; more?: true; estimated?: true; cursor?: string };
/** A page as react-admin takes it: with its total, or (counted only so far) with partial pagination. */
type ListPage = { data: RaRecord[] } & (
  | { total: number }
  | {
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
      meta: { countedTo: number } | { estimatedTotal: number };
    }
);
export type AccountOption = { id: string; name: string; email: string; company: string | null };

const toRecord = ({ _id, ...rest }: WireRecord): RaRecord => ({ id: _id, _id, ...rest });

/** react-admin's list parameters as the wire list body (page from 1, `q` as search). */
export function listBody(params: Partial<GetListParams>, extraFilter: Record<string, unknown> = {}) {
  const { q, ...filter } = { ...(params.filter ?? {}), ...extraFilter } as Record<string, unknown>;
  const body: Record<string, unknown> = {
    page: params.pagination?.page ?? 1,
    limit: params.pagination?.perPage ?? DEFAULT_PAGE_SIZE,
    filter,
  };
  if (params.sort?.field && params.sort.field !== 'id') {
    body.sort = params.sort.field;
    body.order = params.sort.order;
  }
  // The API refuses longer searches; a longer one typed in the search box still finds by its start.
  if (typeof q === 'string' && q.trim() !== '') body.search = q.trim().slice(0, SEARCH_MAX_LENGTH);
  return body;
}

// Only lazily loaded pages use these: their code loads with the first call.
const libraryItemCalls = lazyCalls<typeof LibraryItemCalls>(
  () => import('./calls/libraryItems').then((module) => module.libraryItemCalls),
  {
    libraryFacets: true,
    exportLibrary: true,
    reactToItem: true,
    favouriteItem: true,
    addNote: true,
    editNote: true,
    deleteNote: true,
    moveItemOwner: true,
  },
);
const contentIdCalls = lazyCalls<typeof ContentIdCalls>(
  () => import('./calls/contentIds').then((module) => module.contentIdCalls),
  { contentIds: true, importContentIds: true },
);

/** The library's downloads and packages: only lazily loaded pages call them, so they load with the first call. */
const libraryCalls: typeof LibraryCalls = {
  downloadItem: async (...args) => (await import('./calls/library')).libraryCalls.downloadItem(...args),
  buildPackage: async (...args) => (await import('./calls/library')).libraryCalls.buildPackage(...args),
};

/** Transcription's calls: only lazily loaded pages show a transcript. */
const transcriptionCalls = lazyCalls<typeof TranscriptionCalls>(
  () => import('./calls/transcription').then((module) => module.transcriptionCalls),
  { transcribe: true, transcriptionStatus: true, transcript: true },
);

/** The Revenue Imports page's calls: only that lazily loaded page uses them. */
// Contact Us's calls load with its thread page, the only one that uses them.
const contactUsCalls = lazyCalls<typeof ContactUsCalls>(
  () => import('./calls/contactUs').then((module) => module.contactUsCalls),
  {
    replyContactUs: true,
    assignContactUs: true,
    contactUsAssignees: true,
    attachToContactUs: true,
    downloadContactUsAttachment: true,
  },
);
// The money pages' calls load with those pages (issue 36): only they use them.
const paymentRunCalls = lazyCalls<typeof PaymentRunCalls>(
  () => import('./calls/paymentRuns').then((module) => module.paymentRunCalls),
  {
    paymentRuns: true,
    paymentRun: true,
    runPayments: true,
    openPaymentRun: true,
    paymentRunStep: true,
    payByHand: true,
    paymentHistoryOverview: true,
    paymentHistoryBy: true,
    paymentHistoryPayments: true,
    transaction: true,
    downloadStatement: true,
  },
);
const earningsCalls = lazyCalls<typeof EarningsCalls>(
  () => import('./calls/earnings').then((module) => module.earningsCalls),
  { earningsOverview: true, earningsReport: true },
);
const dashboardCalls = lazyCalls<typeof DashboardCalls>(
  () => import('./calls/dashboards').then((module) => module.dashboardCalls),
  { dashboard: true },
);
const revenueImportCalls = lazyCalls<typeof RevenueImportCalls>(
  () => import('./calls/revenueImports').then((module) => module.revenueImportCalls),
  {
    uploadRevenueReport: true,
    importRevenue: true,
    discardRevenueImport: true,
    analyticsState: true,
    importFromAnalytics: true,
  },
);

// The activity log report's calls load with its page (issue 37), the only one that uses them.
const activityLogCalls = lazyCalls<typeof ActivityLogCalls>(
  () => import('./calls/activityLog').then((module) => module.activityLogCalls),
  {
    activityReport: true,
    activityPeople: true,
    activityEntities: true,
    activityVideoTotals: true,
    activityEntries: true,
    exportActivity: true,
    addActivityNote: true,
    editActivityNote: true,
    deleteActivityNote: true,
    verifyActivityChain: true,
  },
);

/**
 * The API's calls that are not react-admin's CRUD, as named methods (as Atomic CRM does): every call
 * of the signed-in app goes through the dataProvider, so a 401 from any of them signs the person out.
 */
export const appCalls = {
  ...accountCalls,
  ...channelConnectionCalls,
  ...contentIdCalls,
  ...fileCalls,
  ...libraryCalls,
  ...libraryItemCalls,
  ...mediaCalls,
  ...menuBadgeCalls,
  ...monitoringCalls,
  ...paymentCalls,
  ...transcriptionCalls,
  ...videoCalls,
  ...inquiryCalls,
  ...channelRemovalCalls,
  ...prospectCalls,
  ...claimCalls,
  ...takedownCalls,
  ...claimReadBackCalls,
  ...contactUsCalls,
  ...revenueImportCalls,
  ...earningsCalls,
  ...paymentRunCalls,
  ...dashboardCalls,
  ...activityLogCalls,
};
export type AppCalls = typeof appCalls;

/** react-admin's calls plus the API's own: status changes, pickers, and the calls above. */
export interface AppDataProvider extends DataProvider, AppCalls {
  changeStatus(resource: string, id: Identifier, status: number): Promise<RaRecord>;
  accounts(type: 3 | 4, search?: string): Promise<AccountOption[]>;
  /** The active records of a resource for pickers (its declared lookup call). */
  lookup(resource: string): Promise<RaRecord[]>;
  /** Removes a record for good; the API refuses one in use (409). */
  purge(resource: string, id: Identifier): Promise<void>;
  /** Stores a record's picture (a speaker's): the file itself is the body. */
  uploadPicture(resource: string, id: Identifier, file: File): Promise<RaRecord>;
}

/** The dataProvider: one generic mapper of react-admin's calls onto each resource's endpoint map. */
export function createDataProvider(endpoints: Record<string, EndpointMap>): AppDataProvider {
  const mapOf = (resource: string): EndpointMap => {
    const map = endpoints[resource];
    if (!map) throw new Error(`Unknown resource: ${resource}`);
    return map;
  };
  const send = async (route: Route | undefined, resource: string, id?: Identifier, body?: unknown) => {
    if (!route) throw new Error(`${resource} does not support this operation`);
    const { method, path } = splitRoute(route, id);
    return apiRequest(path, { method, body });
  };
  /**
   * The `cursor` each list page answered, per resource and for its latest sort, filter and page size:
   * the next page is then read after it (keyset paging), without the database skipping rows.
   */
  const cursors = new Map<string, { query: string; byPage: Map<number, string> }>();
  const listPage = async (
    resource: string,
    params: Partial<GetListParams>,
    extra?: Record<string, unknown>,
  ) => {
    const { page, ...query } = listBody(params, extra);
    // Fetches by id (getMany) are not the list being paged through, and leave its cursors alone.
    const paged = !extra?.ids;
    const queryKey = JSON.stringify(query);
    let known = cursors.get(resource);
    if (paged && known?.query !== queryKey) {
      known = { query: queryKey, byPage: new Map() };
      cursors.set(resource, known);
    }
    const after = paged ? known?.byPage.get(Number(page) - 1) : undefined;
    const body = { page, ...query, ...(after && { after }) };
    const { result } = await send(mapOf(resource).list, resource, undefined, body);
    const { data, total, more, estimated, cursor } = result as WireList;
    if (paged && cursor) known?.byPage.set(Number(page), cursor);
    // An estimate cannot number the last page: partial pagination, a full page having a next one.
    if (estimated) {
      const pageInfo = { hasNextPage: data.length === query.limit, hasPreviousPage: Number(page) > 1 };
      return { data: data.map(toRecord), pageInfo, meta: { estimatedTotal: total } } as ListPage;
    }
    // More rows match than the API counted: react-admin's partial pagination, with how far it counted.
    if (more) {
      const pageInfo = { hasNextPage: true, hasPreviousPage: Number(page) > 1 };
      return { data: data.map(toRecord), pageInfo, meta: { countedTo: total } } as ListPage;
    }
    return { data: data.map(toRecord), total } as ListPage;
  };
  /** The API pages at most MAX_PAGE_SIZE rows; larger pages (CSV export asks 1000) are read in parts. */
  const list = async (resource: string, params: Partial<GetListParams>, extra?: Record<string, unknown>) => {
    const { page = 1, perPage = MAX_PAGE_SIZE } = params.pagination ?? {};
    if (perPage <= MAX_PAGE_SIZE || perPage % MAX_PAGE_SIZE !== 0) return listPage(resource, params, extra);
    const parts = perPage / MAX_PAGE_SIZE;
    const records: RaRecord[] = [];
    let last: ListPage = { data: [], total: 0 };
    for (let part = 0; part < parts; part++) {
      const pagination = { page: (page - 1) * parts + part + 1, perPage: MAX_PAGE_SIZE };
      last = await listPage(resource, { ...params, pagination }, extra);
      records.push(...last.data);
      if (last.data.length < MAX_PAGE_SIZE) break;
    }
    // The total (or how far the API counted) is the same on every part.
    return { ...last, data: records };
  };
  const getOne = async (resource: string, id: Identifier) =>
    toRecord((await send(mapOf(resource).getOne, resource, id)).result as WireRecord);
  const update = async (resource: string, id: Identifier, data: Record<string, unknown>) => {
    const map = mapOf(resource);
    const body = pickWritable(data, map.update?.fields ?? []);
    return toRecord((await send(map.update?.route, resource, id, body)).result as WireRecord);
  };
  const remove = async (resource: string, id: Identifier, previous?: RaRecord) => {
    const map = mapOf(resource);
    const { result } = await send(map.delete?.route, resource, id, map.delete?.body);
    return (result as WireRecord | undefined)?._id ? toRecord(result as WireRecord) : (previous ?? { id });
  };

  const dataProvider: AppDataProvider = {
    ...appCalls,
    getList: (resource, params) => list(resource, params) as never,
    getOne: async (resource, { id }) => ({ data: (await getOne(resource, id)) as never }),
    // The list's ids filter takes at most MAX_PAGE_SIZE distinct ids.
    getMany: async (resource, { ids }) => {
      const unique = [...new Set(ids)];
      const chunks = Array.from({ length: Math.ceil(unique.length / MAX_PAGE_SIZE) }, (_, i) =>
        unique.slice(i * MAX_PAGE_SIZE, (i + 1) * MAX_PAGE_SIZE),
      );
      const pages = await Promise.all(
        chunks.map((chunk) =>
          listPage(resource, { pagination: { page: 1, perPage: chunk.length } }, { ids: chunk }),
        ),
      );
      return { data: pages.flatMap((page) => page.data) as never };
    },
    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, params, { [target]: id }) as never,
    create: async (resource, { data }) => {
      const map = mapOf(resource);
      const body = pickWritable(data, map.create?.fields ?? []);
      const { result } = await send(map.create?.route, resource, undefined, body);
      return { data: toRecord(result as WireRecord) as never };
    },
    update: async (resource, { id, data }) => ({ data: (await update(resource, id, data)) as never }),
    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => update(resource, id, data)));
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => ({
      data: (await remove(resource, id, previousData)) as never,
    }),
    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => remove(resource, id)));
      return { data: ids };
    },
    changeStatus: async (resource, id, status) =>
      toRecord((await send(mapOf(resource).changeStatus, resource, id, { status })).result as WireRecord),
    /** Accounts of one type (3 creators, 4 rights holders) for pickers. */
    accounts: async (type, search) => {
      const { result } = await apiRequest<WireRecord[]>('/general/account', {
        method: 'POST',
        body: { type, ...(search && { search }) },
      });
      return result.map(toRecord) as AccountOption[];
    },
    lookup: async (resource) =>
      ((await send(mapOf(resource).lookup, resource)).result as WireRecord[]).map(toRecord),
    purge: async (resource, id) => {
      await send(mapOf(resource).purge, resource, id);
    },
    uploadPicture: async (resource, id, file) => {
      const route = mapOf(resource).picture;
      if (!route) throw new Error(`${resource} has no picture`);
      const { result } = await apiUpload<WireRecord>(splitRoute(route, id).path, file);
      return toRecord(result);
    },
  };
  return dataProvider;
}
