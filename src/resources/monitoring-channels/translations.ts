import type { messages } from '.';

/** `resources.monitoring-channels.*` in the other languages, loaded with the language when first chosen. */
const translations: Record<'fr' | 'es' | 'pt' | 'de', typeof messages> = {
  fr: {
    name: 'Chaîne surveillée |||| Chaînes surveillées',
    fields: {
      channel: 'Adresse de la chaîne, @identifiant ou id',
      title: 'Titre',
      handle: 'Identifiant',
      channel_id: 'Id de la chaîne',
      type: 'Type',
      status: 'Statut',
      added_by_name: 'Ajoutée par',
      last_scanned_at: 'Dernière analyse',
      created_at: 'Ajoutée',
    },
    types: { monitored: 'Surveillée', prospect: 'Prospect', whitelisted: 'Liste blanche' },
    hashtags: {
      title: 'Hashtags surveillés',
      add: 'Ajouter un hashtag',
      none: 'Aucun hashtag surveillé pour l’instant.',
      added: 'Hashtag ajouté.',
      removed: 'Hashtag retiré.',
    },
    scan: {
      now: 'Analyser maintenant',
      queued:
        'Une analyse est prévue : les nouvelles vidéos apparaîtront dans les vidéos YouTube surveillées.',
    },
    type_changed: 'Type modifié.',
    empty: 'Aucune chaîne surveillée pour l’instant.',
  },
  es: {
    name: 'Canal supervisado |||| Canales supervisados',
    fields: {
      channel: 'Dirección del canal, @identificador o id',
      title: 'Título',
      handle: 'Identificador',
      channel_id: 'Id del canal',
      type: 'Tipo',
      status: 'Estado',
      added_by_name: 'Añadido por',
      last_scanned_at: 'Último análisis',
      created_at: 'Añadido',
    },
    types: { monitored: 'Supervisado', prospect: 'Prospecto', whitelisted: 'Lista blanca' },
    hashtags: {
      title: 'Hashtags vigilados',
      add: 'Añadir hashtag',
      none: 'Todavía no se vigila ningún hashtag.',
      added: 'Hashtag añadido.',
      removed: 'Hashtag eliminado.',
    },
    scan: {
      now: 'Analizar ahora',
      queued: 'Hay un análisis en cola: los vídeos nuevos aparecerán en los vídeos de YouTube supervisados.',
    },
    type_changed: 'Tipo cambiado.',
    empty: 'Todavía no se supervisa ningún canal.',
  },
  pt: {
    name: 'Canal monitorado |||| Canais monitorados',
    fields: {
      channel: 'Endereço do canal, @identificador ou id',
      title: 'Título',
      handle: 'Identificador',
      channel_id: 'Id do canal',
      type: 'Tipo',
      status: 'Status',
      added_by_name: 'Adicionado por',
      last_scanned_at: 'Última varredura',
      created_at: 'Adicionado',
    },
    types: { monitored: 'Monitorado', prospect: 'Prospecto', whitelisted: 'Lista branca' },
    hashtags: {
      title: 'Hashtags monitoradas',
      add: 'Adicionar hashtag',
      none: 'Ainda não há hashtags monitoradas.',
      added: 'Hashtag adicionada.',
      removed: 'Hashtag removida.',
    },
    scan: {
      now: 'Varrer agora',
      queued: 'Uma varredura está na fila: os vídeos novos aparecerão nos vídeos do YouTube monitorados.',
    },
    type_changed: 'Tipo alterado.',
    empty: 'Ainda não há canais monitorados.',
  },
  de: {
    name: 'Überwachter Kanal |||| Überwachte Kanäle',
    fields: {
      channel: 'Kanaladresse, @Handle oder ID',
      title: 'Titel',
      handle: 'Handle',
      channel_id: 'Kanal-ID',
      type: 'Typ',
      status: 'Status',
      added_by_name: 'Hinzugefügt von',
      last_scanned_at: 'Zuletzt gescannt',
      created_at: 'Hinzugefügt',
    },
    types: { monitored: 'Überwacht', prospect: 'Interessent', whitelisted: 'Whitelist' },
    hashtags: {
      title: 'Beobachtete Hashtags',
      add: 'Hashtag hinzufügen',
      none: 'Noch keine Hashtags beobachtet.',
      added: 'Hashtag hinzugefügt.',
      removed: 'Hashtag entfernt.',
    },
    scan: {
      now: 'Jetzt scannen',
      queued: 'Ein Scan ist geplant: neue Videos erscheinen unter den überwachten YouTube-Videos.',
    },
    type_changed: 'Typ geändert.',
    empty: 'Noch keine Kanäle überwacht.',
  },
};

export default translations;
