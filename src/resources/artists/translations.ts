import type { messages } from '.';

/** `resources.artists.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Intervenant |||| Intervenants',
    fields: {
      picture: 'Image',
      name: 'Nom',
      bio: 'Biographie',
      languages: 'Langues',
      language: 'Langue',
      status: 'Statut',
      updated_at: 'Modifié',
      q: 'Rechercher',
    },
    empty: "Aucun intervenant pour l'instant.",
  },
  es: {
    name: 'Locutor |||| Locutores',
    fields: {
      picture: 'Imagen',
      name: 'Nombre',
      bio: 'Biografía',
      languages: 'Idiomas',
      language: 'Idioma',
      status: 'Estado',
      updated_at: 'Actualizado',
      q: 'Buscar',
    },
    empty: 'Aún no hay locutores.',
  },
  pt: {
    name: 'Orador |||| Oradores',
    fields: {
      picture: 'Imagem',
      name: 'Nome',
      bio: 'Biografia',
      languages: 'Idiomas',
      language: 'Idioma',
      status: 'Estado',
      updated_at: 'Atualizado',
      q: 'Pesquisar',
    },
    empty: 'Ainda não há oradores.',
  },
  de: {
    name: 'Sprecher |||| Sprecher',
    fields: {
      picture: 'Bild',
      name: 'Name',
      bio: 'Biografie',
      languages: 'Sprachen',
      language: 'Sprache',
      status: 'Status',
      updated_at: 'Aktualisiert',
      q: 'Suchen',
    },
    empty: 'Noch keine Sprecher.',
  },
};

export default translations;
