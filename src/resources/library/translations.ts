import type { messages } from '.';

/** `resources.libraries.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Élément de la bibliothèque |||| Bibliothèque de contenus',
    empty: 'La bibliothèque est encore vide.',
  },
  es: {
    name: 'Elemento de la biblioteca |||| Biblioteca de contenidos',
    empty: 'La biblioteca aún está vacía.',
  },
  pt: {
    name: 'Item da biblioteca |||| Biblioteca de conteúdos',
    empty: 'A biblioteca ainda está vazia.',
  },
  de: {
    name: 'Bibliothekseintrag |||| Inhaltsbibliothek',
    empty: 'Die Bibliothek ist noch leer.',
  },
};

export default translations;
