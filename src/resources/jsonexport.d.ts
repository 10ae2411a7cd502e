// jsonexport ships no types; only the call the CSV exporter makes is declared.
declare module 'jsonexport/dist' {
  export default function jsonExport(
    records: unknown[],
    callback: (error: Error | null, csv: string) => void,
  ): void;
}
