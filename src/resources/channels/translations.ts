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
      removal_requested_at: 'Suppression',
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
    removal: {
      requested: 'Suppression demandée',
      requested_on: "Suppression demandée le %{date} : l'équipe s'en occupera.",
      request: 'Demander la suppression',
      confirm_title: 'Demander la suppression de « %{title} » ?',
      confirm_content: "L'équipe sera prévenue par e-mail que vous souhaitez supprimer cette chaîne.",
      sent: "Suppression demandée : l'équipe a été prévenue.",
    },
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
      removal_requested_at: 'Eliminación',
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
    removal: {
      requested: 'Eliminación solicitada',
      requested_on: 'Eliminación solicitada el %{date}: el equipo se encargará.',
      request: 'Solicitar eliminación',
      confirm_title: '¿Solicitar la eliminación de «%{title}»?',
      confirm_content: 'Se avisará al equipo por correo de que quiere eliminar este canal.',
      sent: 'Eliminación solicitada: se ha avisado al equipo.',
    },
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
      removal_requested_at: 'Remoção',
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
    removal: {
      requested: 'Remoção pedida',
      requested_on: 'Remoção pedida em %{date}: a equipa tratará disso.',
      request: 'Pedir remoção',
      confirm_title: 'Pedir a remoção de «%{title}»?',
      confirm_content: 'A equipa será avisada por e-mail de que quer remover este canal.',
      sent: 'Remoção pedida: a equipa foi avisada.',
    },
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
      removal_requested_at: 'Entfernung',
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
    removal: {
      requested: 'Entfernung angefragt',
      requested_on: 'Entfernung am %{date} angefragt: das Team kümmert sich darum.',
      request: 'Entfernung anfragen',
      confirm_title: 'Entfernung von „%{title}“ anfragen?',
      confirm_content: 'Das Team wird per E-Mail informiert, dass Sie diesen Kanal entfernen möchten.',
      sent: 'Entfernung angefragt: das Team wurde informiert.',
    },
  },
};

export default translations;
