import type { messages } from '.';

/** `resources.energy-level.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: "Niveau d'énergie |||| Niveaux d'énergie",
    fields: {
      name: 'Nom',
      ordinal: 'Niveau (1-10)',
      status: 'Statut',
      updated_at: 'Modifié',
      q: 'Rechercher',
    },
    empty: "Aucun niveau d'énergie pour l'instant.",
  },
  es: {
    name: 'Nivel de energía |||| Niveles de energía',
    fields: {
      name: 'Nombre',
      ordinal: 'Nivel (1-10)',
      status: 'Estado',
      updated_at: 'Actualizado',
      q: 'Buscar',
    },
    empty: 'Aún no hay niveles de energía.',
  },
  pt: {
    name: 'Nível de energia |||| Níveis de energia',
    fields: {
      name: 'Nome',
      ordinal: 'Nível (1-10)',
      status: 'Estado',
      updated_at: 'Atualizado',
      q: 'Pesquisar',
    },
    empty: 'Ainda não há níveis de energia.',
  },
  de: {
    name: 'Energiestufe |||| Energiestufen',
    fields: {
      name: 'Name',
      ordinal: 'Stufe (1-10)',
      status: 'Status',
      updated_at: 'Aktualisiert',
      q: 'Suchen',
    },
    empty: 'Noch keine Energiestufen.',
  },
};

export default translations;
