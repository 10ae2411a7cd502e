import { API_URL, apiDownload, apiRequest, apiUpload, followLink } from '../../api/httpClient';
import type { CatalogueMessage } from '../../api/serverMessages';

/** A row of GET /CID/asset/zip/package (spec 001 §3). */
export interface PackageEntry {
  id: string;
  _id: string;
  title: string;
  /** The zip's address for API clients (with the session's token); the app saves it by a signed link. */
  file: string;
  /** Building (a job zips the items), ready, or failed (`error` says why). */
  state: 'building' | 'ready' | 'failed';
  /** 0 to 100 while building. */
  progress: number;
  error: string | null;
  /** The same as a catalogue message, shown in the person's language. */
  error_message?: CatalogueMessage | null;
  /** The zip's size in bytes; 0 until built. */
  size: number;
  /** When the zip is removed; none for the demo's packages. */
  expires_at: string | null;
}

/** A rights holder's stored document. */
export interface DocumentEntry {
  file: string;
  name: string;
  size: number;
  created_at: string;
}

const id = (value: string) => encodeURIComponent(value);

/**
 * Files kept for records: downloaded packages, signed agreements, rights holders' documents. Every
 * method answers a promise, as react-admin's dataProvider proxy expects.
 */
export const fileCalls = {
  packages: async () =>
    (await apiRequest<PackageEntry[]>('/CID/asset/zip/package', { method: 'GET' })).result,
  /** Saves the package's zip as '{title}.zip', through a short-lived link (streamed to the disk). */
  downloadPackage: async (entry: PackageEntry) => {
    const { result } = await apiRequest<string>(`/CID/asset/zip/package/${id(entry.id)}/link`, {
      method: 'POST',
    });
    followLink(result);
  },
  deletePackage: async (packageId: string) => {
    await apiRequest(`/CID/asset/zip/package/${id(packageId)}`, { method: 'DELETE' });
  },
  downloadAgreementDocument: (agreementId: string, name: string) =>
    apiDownload(`${API_URL}/contract/document/${id(agreementId)}`, name),
  uploadAgreementDocument: async (agreementId: string, file: File) => {
    await apiUpload(`/contract/document/${id(agreementId)}`, file, 'application/pdf');
  },
  rightsHolderDocuments: async (rightsHolderId: string) =>
    (await apiRequest<DocumentEntry[]>(`/rights/holders/documents/${id(rightsHolderId)}`, { method: 'POST' }))
      .result,
  downloadRightsHolderDocument: (entry: DocumentEntry) =>
    apiDownload(`${API_URL}/rights/holders/file/${id(entry.file)}`, entry.name),
  uploadRightsHolderDocument: async (rightsHolderId: string, file: File) => {
    await apiUpload(`/rights/holders/document/${id(rightsHolderId)}`, file);
  },
  deleteRightsHolderDocument: async (file: string) => {
    await apiRequest('/rights/holders/file', { method: 'DELETE', body: { file } });
  },
};
