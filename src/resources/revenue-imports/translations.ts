import type { messages } from '.';

/** `resources.revenue-imports.name` in the other languages (the page texts: pageTexts.ts). */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: { name: 'Import de revenus |||| Imports de revenus' },
  es: { name: 'Importación de ingresos |||| Importaciones de ingresos' },
  pt: { name: 'Importação de receita |||| Importações de receita' },
  de: { name: 'Umsatzimport |||| Umsatzimporte' },
};

export default translations;
