import type { messages } from '.';

/** `resources.admins.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Administrateur |||| Administrateurs',
    fields: {
      name: 'Nom',
      email: 'E-mail',
      company: 'Société',
      status: 'Statut',
      created_at: 'Ajouté',
      updated_at: 'Mis à jour',
      q: 'Rechercher',
      type: 'Rôle',
    },
    empty: "Aucun compte du personnel pour l'instant.",
  },
  es: {
    name: 'Administrador |||| Administradores',
    fields: {
      name: 'Nombre',
      email: 'Correo electrónico',
      company: 'Empresa',
      status: 'Estado',
      created_at: 'Añadido',
      updated_at: 'Actualizado',
      q: 'Buscar',
      type: 'Rol',
    },
    empty: 'Todavía no hay cuentas de personal.',
  },
  pt: {
    name: 'Administrador |||| Administradores',
    fields: {
      name: 'Nome',
      email: 'E-mail',
      company: 'Empresa',
      status: 'Status',
      created_at: 'Adicionado',
      updated_at: 'Atualizado',
      q: 'Pesquisar',
      type: 'Função',
    },
    empty: 'Ainda não há contas da equipe.',
  },
  de: {
    name: 'Administrator |||| Administratoren',
    fields: {
      name: 'Name',
      email: 'E-Mail',
      company: 'Firma',
      status: 'Status',
      created_at: 'Hinzugefügt',
      updated_at: 'Aktualisiert',
      q: 'Suchen',
      type: 'Rolle',
    },
    empty: 'Noch keine Mitarbeiterkonten.',
  },
};

export default translations;
