import type { messages } from '.';

/** `resources.channels.*` in the other languages, loaded with the language when it is first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Chaîne |||| Chaînes',
    fields: {
      channel_id: 'ID de chaîne',
      channel_title: 'Titre',
      channel_description: 'Description',
      channel_start_date: 'Date de début',
      channel_icon_url: "URL de l'icône",
      creator: 'Créateur',
      creator_name: 'Créateur',
      status: 'Statut',
      created_at: 'Ajoutée',
      updated_at: 'Modifiée',
      q: 'Rechercher',
    },
    empty: 'Aucune chaîne pour le moment.',
    reconnect: 'Reconnecter avec Google',
    verification: {
      google: 'Vérifiée avec Google',
      stand_in:
        'Non vérifiée : ajoutée par le simulateur de connexion Google de développement, qui ne prouve rien.',
      none: 'Non vérifiée : enregistrée à la main, sans contrôle auprès de YouTube.',
    },
    add_new: {
      title: 'Ajouter une chaîne',
      text: "Saisissez l'identifiant de la chaîne, puis connectez-vous avec le compte Google qui la possède : la chaîne est ajoutée dès que Google confirme qu'elle appartient à ce compte.",
    },
    connect: 'Connecter une chaîne',
  },
  es: {
    name: 'Canal |||| Canales',
    fields: {
      channel_id: 'ID del canal',
      channel_title: 'Título',
      channel_description: 'Descripción',
      channel_start_date: 'Fecha de inicio',
      channel_icon_url: 'URL del icono',
      creator: 'Creador',
      creator_name: 'Creador',
      status: 'Estado',
      created_at: 'Añadido',
      updated_at: 'Actualizado',
      q: 'Buscar',
    },
    empty: 'Todavía no hay canales.',
    reconnect: 'Reconectar con Google',
    verification: {
      google: 'Verificado con Google',
      stand_in:
        'Sin verificar: añadido mediante el simulador de inicio de sesión de Google de desarrollo, que no prueba nada.',
      none: 'Sin verificar: registrado a mano, sin comprobar con YouTube.',
    },
    add_new: {
      title: 'Añadir un canal',
      text: 'Introduzca el ID del canal e inicie sesión con la cuenta de Google que lo posee: el canal se añade cuando Google confirma que pertenece a esa cuenta.',
    },
    connect: 'Conectar un canal',
  },
  pt: {
    name: 'Canal |||| Canais',
    fields: {
      channel_id: 'ID do canal',
      channel_title: 'Título',
      channel_description: 'Descrição',
      channel_start_date: 'Data de início',
      channel_icon_url: 'URL do ícone',
      creator: 'Criador',
      creator_name: 'Criador',
      status: 'Estado',
      created_at: 'Adicionado',
      updated_at: 'Atualizado',
      q: 'Pesquisar',
    },
    empty: 'Ainda não há canais.',
    reconnect: 'Reconectar com o Google',
    verification: {
      google: 'Verificado com o Google',
      stand_in:
        'Não verificado: adicionado pelo simulador de login do Google de desenvolvimento, que não prova nada.',
      none: 'Não verificado: registado à mão, sem verificação no YouTube.',
    },
    add_new: {
      title: 'Adicionar um canal',
      text: 'Introduza o ID do canal e inicie sessão com a conta Google que o possui: o canal é adicionado quando o Google confirma que pertence a essa conta.',
    },
    connect: 'Conectar um canal',
  },
  de: {
    name: 'Kanal |||| Kanäle',
    fields: {
      channel_id: 'Kanal-ID',
      channel_title: 'Titel',
      channel_description: 'Beschreibung',
      channel_start_date: 'Startdatum',
      channel_icon_url: 'Symbol-URL',
      creator: 'Creator',
      creator_name: 'Creator',
      status: 'Status',
      created_at: 'Hinzugefügt',
      updated_at: 'Aktualisiert',
      q: 'Suche',
    },
    empty: 'Noch keine Kanäle vorhanden.',
    reconnect: 'Mit Google neu verbinden',
    verification: {
      google: 'Mit Google verifiziert',
      stand_in:
        'Nicht verifiziert: über den Entwicklungs-Ersatz der Google-Anmeldung hinzugefügt, der nichts beweist.',
      none: 'Nicht verifiziert: von Hand eingetragen, nicht mit YouTube geprüft.',
    },
    add_new: {
      title: 'Kanal hinzufügen',
      text: 'Geben Sie die ID des Kanals ein und melden Sie sich mit dem Google-Konto an, dem er gehört: Der Kanal wird hinzugefügt, sobald Google bestätigt, dass er zu diesem Konto gehört.',
    },
    connect: 'Kanal verbinden',
  },
};

export default translations;
