import fs from 'node:fs';
import type { AccountRequirement, Details } from '../../../shared/paymentSettings';
import { normaliseRequirements, type PaymentProvider } from './provider';

/**
 * The offline catalogue: Wise's account requirements for the app's 47 currencies, in Wise's own
 * format (catalogue.json, which says where they come from). It serves the Payments card when no Wise
 * token is configured, and the local Wise stand-in of the tests serves the same data.
 */

/** A form as Wise answers it: the app's shape plus properties the app ignores (validationAsync). */
export type WiseForm = AccountRequirement & Record<string, unknown>;

/** Forms Wise answers after a refresh whose details hold every `when` value. */
export interface RefreshedForms {
  currency: string;
  type: string;
  when: Details;
  requirements: WiseForm[];
}

interface CatalogueFile {
  source: string;
  requirements: Record<string, WiseForm[]>;
  refreshed: RefreshedForms[];
}

// Read beside this module: the server runs from its sources (tsx), so the file sits next to it.
const CATALOGUE_URL = new URL('./catalogue.json', import.meta.url);
let loaded: CatalogueFile | undefined;

function catalogue(): CatalogueFile {
  if (!loaded) {
    const file: unknown = JSON.parse(fs.readFileSync(CATALOGUE_URL, 'utf8'));
    if (!isCatalogue(file))
      throw new Error(`${CATALOGUE_URL.pathname} is not an account-requirements catalogue`);
    loaded = file;
  }
  return loaded;
}

function isCatalogue(value: unknown): value is CatalogueFile {
  if (typeof value !== 'object' || value === null) return false;
  const file = value as Partial<CatalogueFile>;
  return (
    typeof file.source === 'string' &&
    typeof file.requirements === 'object' &&
    file.requirements !== null &&
    Object.values(file.requirements).every(Array.isArray) &&
    Array.isArray(file.refreshed)
  );
}

/** One line on where the catalogue's forms come from and when they were gathered. */
export const catalogueSource = (): string => catalogue().source;

/** The currencies the catalogue has forms for. */
export const catalogueCurrencies = (): string[] => Object.keys(catalogue().requirements);

/** The refreshed forms that apply to a refresh request, if any. */
function refreshedFor(
  currency: string,
  refresh: { type: string; details: Details },
): RefreshedForms | undefined {
  return catalogue().refreshed.find(
    (entry) =>
      entry.currency === currency &&
      entry.type === refresh.type &&
      Object.entries(entry.when).every(([key, value]) => refresh.details[key] === value),
  );
}

/**
 * The forms for a target currency in Wise's own format (a fresh copy), as Wise answers
 * GET /v1/account-requirements, or its POST with a partial recipient (`refresh`, flat details):
 * a refresh that matches a gathered one answers those forms, any other the initial ones.
 * An unknown currency answers [].
 */
export function catalogueRequirements(
  target: string,
  refresh?: { type: string; details: Details },
): WiseForm[] {
  const currency = target.trim().toUpperCase();
  const initial = Object.hasOwn(catalogue().requirements, currency) ? catalogue().requirements[currency] : [];
  const forms = (refresh && refreshedFor(currency, refresh)?.requirements) || initial;
  return structuredClone(forms);
}

/** The catalogue as a provider: the same forms the app would get from Wise; it creates no recipients. */
export function offlineCatalogue(): PaymentProvider {
  return {
    name: 'the offline catalogue',
    async accountRequirements(target, refresh) {
      return normaliseRequirements(catalogueRequirements(target, refresh));
    },
  };
}
