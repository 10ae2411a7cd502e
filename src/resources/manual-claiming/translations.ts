import type { messages } from '.';

/** `resources.assets/manual-claiming.name` in the other languages (the page texts: pageTexts.ts). */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: { name: 'Revendication manuelle |||| Revendications manuelles' },
  es: { name: 'Reclamación manual |||| Reclamaciones manuales' },
  pt: { name: 'Reivindicação manual |||| Reivindicações manuais' },
  de: { name: 'Manueller Anspruch |||| Manuelle Ansprüche' },
};

export default translations;
