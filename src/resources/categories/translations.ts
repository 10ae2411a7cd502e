import type { messages } from '.';

/** `resources.categories.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Catégorie |||| Catégories',
    fields: {
      name: 'Nom',
      parent: 'Catégorie parente',
      parent_name: 'Catégorie parente',
      status: 'Statut',
      updated_at: 'Modifié',
      q: 'Rechercher',
    },
    empty: "Aucune catégorie pour l'instant.",
  },
  es: {
    name: 'Categoría |||| Categorías',
    fields: {
      name: 'Nombre',
      parent: 'Categoría superior',
      parent_name: 'Categoría superior',
      status: 'Estado',
      updated_at: 'Actualizado',
      q: 'Buscar',
    },
    empty: 'Aún no hay categorías.',
  },
  pt: {
    name: 'Categoria |||| Categorias',
    fields: {
      name: 'Nome',
      parent: 'Categoria superior',
      parent_name: 'Categoria superior',
      status: 'Estado',
      updated_at: 'Atualizado',
      q: 'Pesquisar',
    },
    empty: 'Ainda não há categorias.',
  },
  de: {
    name: 'Kategorie |||| Kategorien',
    fields: {
      name: 'Name',
      parent: 'Oberkategorie',
      parent_name: 'Oberkategorie',
      status: 'Status',
      updated_at: 'Aktualisiert',
      q: 'Suchen',
    },
    empty: 'Noch keine Kategorien.',
  },
};

export default translations;
