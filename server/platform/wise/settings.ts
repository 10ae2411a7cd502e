/** Where and as whom the app reaches Wise; tests point apiUrl at the local stand-in. */
export interface WiseSettings {
  /** e.g. https://api.wise.com (production) or https://api.wise-sandbox.com */
  apiUrl: string;
  /** A personal or business API token; sent only in the Authorization header. */
  token: string;
  /** The profile that owns the recipients the app creates. */
  profileId: number;
  /** The currency the royalties are paid from: the `source` of every requirements lookup. */
  sourceCurrency: string;
  timeoutMs: number;
}
