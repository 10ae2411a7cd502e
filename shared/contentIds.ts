import { CONTENT_ID_ASSET_ID_PATTERN, CONTENT_ID_REFERENCE_ID_PATTERN } from './constants';

/**
 * The Content ID mapping of the library (spec 001 §7, issue 21): each approved item with its YouTube
 * Content ID asset id, reference id and reference status. The rules both sides read, written once.
 */

/*
 * Who reads and imports mappings: the library's actions `contentIds` and `importContentIds`
 * (shared/resources/library); the server narrows a rights holder's side to its own label.
 */

/** A reference's status on YouTube, as the Partner API's references resource names them. */
export const REFERENCE_STATUSES = [
  'activating',
  'active',
  'checking',
  'deleted',
  'duplicate_on_hold',
  'inactive',
  'live_streaming_processing',
  'urgent_reference_processing',
] as const;
export type ReferenceStatus = (typeof REFERENCE_STATUSES)[number];
export const isReferenceStatus = (value: unknown): value is ReferenceStatus =>
  typeof value === 'string' && (REFERENCE_STATUSES as readonly string[]).includes(value);

const ASSET_ID = new RegExp(CONTENT_ID_ASSET_ID_PATTERN);
const REFERENCE_ID = new RegExp(CONTENT_ID_REFERENCE_ID_PATTERN);
export const isContentIdAssetId = (value: string) => ASSET_ID.test(value);
export const isReferenceId = (value: string) => REFERENCE_ID.test(value);

/**
 * The import file's columns: the item by its id (`asset`), ISRC or custom id, then what it maps to.
 * Headers are matched without case, with spaces and hyphens read as underscores.
 */
export const ImportColumn = {
  ASSET: 'asset',
  ISRC: 'isrc',
  CUSTOM_ID: 'custom_id',
  CONTENT_ID_ASSET_ID: 'content_id_asset_id',
  REFERENCE_ID: 'reference_id',
  REFERENCE_STATUS: 'reference_status',
} as const;
export type ImportColumn = (typeof ImportColumn)[keyof typeof ImportColumn];
export const IMPORT_COLUMNS: readonly ImportColumn[] = Object.values(ImportColumn);
/** The columns that find the item; a file has at least one of them. */
export const ITEM_COLUMNS: readonly ImportColumn[] = [
  ImportColumn.ASSET,
  ImportColumn.ISRC,
  ImportColumn.CUSTOM_ID,
];

/** What importing a row does: maps an unmapped item, changes a mapping, or finds it as it is. */
export const ImportAction = { ADD: 'add', UPDATE: 'update', UNCHANGED: 'unchanged' } as const;
export type ImportAction = (typeof ImportAction)[keyof typeof ImportAction];
export const IMPORT_ACTIONS: readonly ImportAction[] = Object.values(ImportAction);
