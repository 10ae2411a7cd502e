import type { messages } from '.';

/** `resources.assets.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Contenu |||| Contenus',
    empty: 'Aucun contenu ici pour le moment.',
  },
  es: {
    name: 'Contenido |||| Contenidos',
    empty: 'Todavía no hay contenido aquí.',
  },
  pt: {
    name: 'Conteúdo |||| Conteúdos',
    empty: 'Ainda não há conteúdo aqui.',
  },
  de: {
    name: 'Inhalt |||| Inhalte',
    empty: 'Hier gibt es noch keine Inhalte.',
  },
};

export default translations;
