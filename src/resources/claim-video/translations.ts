import type { messages } from '.';

/** `resources.assets/claim-video.name` in the other languages (the page texts: manual-claiming/pageTexts.ts). */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: { name: 'Vidéo revendiquée |||| Vidéos revendiquées' },
  es: { name: 'Vídeo reclamado |||| Vídeos reclamados' },
  pt: { name: 'Vídeo reivindicado |||| Vídeos reivindicados' },
  de: { name: 'Beanspruchtes Video |||| Beanspruchte Videos' },
};

export default translations;
