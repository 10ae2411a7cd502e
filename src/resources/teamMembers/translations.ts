import type { messages } from '.';

/** `resources.team-members.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: "Membre de l'équipe |||| Membres de l'équipe",
    fields: {
      name: 'Nom',
      email: 'E-mail',
      owner_name: 'Équipe de',
      status: 'Statut',
      created_at: 'Ajouté',
    },
    empty: "Aucun membre d'équipe pour l'instant.",
  },
  es: {
    name: 'Miembro del equipo |||| Miembros del equipo',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      owner_name: 'Equipo de',
      status: 'Estado',
      created_at: 'Añadido',
    },
    empty: 'Todavía no hay miembros del equipo.',
  },
  pt: {
    name: 'Membro da equipe |||| Membros da equipe',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      owner_name: 'Equipe de',
      status: 'Status',
      created_at: 'Adicionado',
    },
    empty: 'Ainda não há membros da equipe.',
  },
  de: {
    name: 'Teammitglied |||| Teammitglieder',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      owner_name: 'Team von',
      status: 'Status',
      created_at: 'Hinzugefügt',
    },
    empty: 'Noch keine Teammitglieder.',
  },
};

export default translations;
