import { addPageMessages } from '../../i18n/pageMessages';

/** Texts of the Activity Log Reports page, `app.activity_log.*`, in every language; they load with it. */
type Texts = {
  range: string;
  person: string;
  entity: string;
  action: string;
  any: string;
  actions: Record<'create' | 'update' | 'status' | 'delete' | 'purge' | 'note', string>;
  columns: { day: string; when: string; count: string; record: string; note: string };
  totals: { entries: string; synced: string; claimed: string; taken_down: string };
  chart: string;
  table: string;
  entries: string;
  more: string;
  truncated: string;
  empty: string;
  export: string;
  failed: string;
  chain: {
    check: string;
    ok: string;
    broken: string;
    checking: string;
    reasons: Record<'unchained' | 'missing' | 'changed' | 'relinked' | 'note_changed', string>;
  };
  notes: {
    add: string;
    edit: string;
    delete: string;
    text: string;
    save: string;
    cancel: string;
    deleted: string;
    saved: string;
    removed: string;
  };
};

const en: Texts = {
  range: 'Date range',
  person: 'Person',
  entity: 'Record type',
  action: 'Action',
  any: 'All',
  actions: {
    create: 'Created',
    update: 'Updated',
    status: 'Status changed',
    delete: 'Deleted',
    purge: 'Removed for good',
    note: 'Note',
  },
  columns: { day: 'Day', when: 'When', count: 'Entries', record: 'Record', note: 'Note' },
  totals: {
    entries: 'Log entries',
    synced: 'Videos synced',
    claimed: 'Videos claimed',
    taken_down: 'Videos taken down',
  },
  chart: 'Entries per day',
  table: 'Counts by day, person, record type and action',
  entries: 'Entries',
  more: 'Show more',
  truncated: 'Only the largest groups are shown: narrow the range or filter.',
  empty: 'No activity in this range.',
  export: 'Export CSV',
  failed: 'The activity log could not be loaded.',
  chain: {
    check: 'Check integrity',
    ok: 'The log is intact: %{count} entries checked.',
    broken: 'The log was changed outside the app: entry %{id} (%{reason}).',
    checking: 'Checking…',
    reasons: {
      unchained: 'written around the chain',
      missing: 'the entry before it was removed',
      changed: 'its content was changed',
      relinked: 'its link to the entry before was rewritten',
      note_changed: "the note's text was changed",
    },
  },
  notes: {
    add: 'Add note',
    edit: 'Edit note',
    delete: 'Delete note',
    text: 'Note',
    save: 'Save',
    cancel: 'Cancel',
    deleted: 'Note deleted',
    saved: 'Note saved.',
    removed: 'Note deleted.',
  },
};

const other: Record<'fr' | 'es' | 'pt' | 'de', Texts> = {
  fr: {
    range: 'Période',
    person: 'Personne',
    entity: 'Type d’enregistrement',
    action: 'Action',
    any: 'Tous',
    actions: {
      create: 'Créé',
      update: 'Modifié',
      status: 'Statut changé',
      delete: 'Supprimé',
      purge: 'Supprimé définitivement',
      note: 'Note',
    },
    columns: { day: 'Jour', when: 'Quand', count: 'Entrées', record: 'Enregistrement', note: 'Note' },
    totals: {
      entries: 'Entrées du journal',
      synced: 'Vidéos synchronisées',
      claimed: 'Vidéos revendiquées',
      taken_down: 'Vidéos retirées',
    },
    chart: 'Entrées par jour',
    table: 'Nombres par jour, personne, type d’enregistrement et action',
    entries: 'Entrées',
    more: 'Afficher plus',
    truncated: 'Seuls les plus grands groupes sont affichés : réduisez la période ou filtrez.',
    empty: 'Aucune activité sur cette période.',
    export: 'Exporter en CSV',
    failed: 'Le journal d’activité n’a pas pu être chargé.',
    chain: {
      check: 'Vérifier l’intégrité',
      ok: 'Le journal est intact : %{count} entrées vérifiées.',
      broken: 'Le journal a été modifié hors de l’application : entrée %{id} (%{reason}).',
      checking: 'Vérification…',
      reasons: {
        unchained: 'écrite hors de la chaîne',
        missing: 'l’entrée précédente a été supprimée',
        changed: 'son contenu a été modifié',
        relinked: 'son lien avec l’entrée précédente a été réécrit',
        note_changed: 'le texte de la note a été modifié',
      },
    },
    notes: {
      add: 'Ajouter une note',
      edit: 'Modifier la note',
      delete: 'Supprimer la note',
      text: 'Note',
      save: 'Enregistrer',
      cancel: 'Annuler',
      deleted: 'Note supprimée',
      saved: 'Note enregistrée.',
      removed: 'Note supprimée.',
    },
  },
  es: {
    range: 'Periodo',
    person: 'Persona',
    entity: 'Tipo de registro',
    action: 'Acción',
    any: 'Todos',
    actions: {
      create: 'Creado',
      update: 'Actualizado',
      status: 'Estado cambiado',
      delete: 'Eliminado',
      purge: 'Eliminado definitivamente',
      note: 'Nota',
    },
    columns: { day: 'Día', when: 'Cuándo', count: 'Entradas', record: 'Registro', note: 'Nota' },
    totals: {
      entries: 'Entradas del registro',
      synced: 'Vídeos sincronizados',
      claimed: 'Vídeos reclamados',
      taken_down: 'Vídeos retirados',
    },
    chart: 'Entradas por día',
    table: 'Recuentos por día, persona, tipo de registro y acción',
    entries: 'Entradas',
    more: 'Mostrar más',
    truncated: 'Solo se muestran los grupos más grandes: acorte el periodo o filtre.',
    empty: 'No hay actividad en este periodo.',
    export: 'Exportar CSV',
    failed: 'No se pudo cargar el registro de actividad.',
    chain: {
      check: 'Comprobar integridad',
      ok: 'El registro está intacto: %{count} entradas comprobadas.',
      broken: 'El registro se modificó fuera de la aplicación: entrada %{id} (%{reason}).',
      checking: 'Comprobando…',
      reasons: {
        unchained: 'escrita fuera de la cadena',
        missing: 'se eliminó la entrada anterior',
        changed: 'se cambió su contenido',
        relinked: 'se reescribió su enlace con la entrada anterior',
        note_changed: 'se cambió el texto de la nota',
      },
    },
    notes: {
      add: 'Añadir nota',
      edit: 'Editar nota',
      delete: 'Eliminar nota',
      text: 'Nota',
      save: 'Guardar',
      cancel: 'Cancelar',
      deleted: 'Nota eliminada',
      saved: 'Nota guardada.',
      removed: 'Nota eliminada.',
    },
  },
  pt: {
    range: 'Período',
    person: 'Pessoa',
    entity: 'Tipo de registo',
    action: 'Ação',
    any: 'Todos',
    actions: {
      create: 'Criado',
      update: 'Atualizado',
      status: 'Estado alterado',
      delete: 'Eliminado',
      purge: 'Removido definitivamente',
      note: 'Nota',
    },
    columns: { day: 'Dia', when: 'Quando', count: 'Entradas', record: 'Registo', note: 'Nota' },
    totals: {
      entries: 'Entradas do registo',
      synced: 'Vídeos sincronizados',
      claimed: 'Vídeos reivindicados',
      taken_down: 'Vídeos removidos',
    },
    chart: 'Entradas por dia',
    table: 'Contagens por dia, pessoa, tipo de registo e ação',
    entries: 'Entradas',
    more: 'Mostrar mais',
    truncated: 'Só os maiores grupos são mostrados: reduza o período ou filtre.',
    empty: 'Nenhuma atividade neste período.',
    export: 'Exportar CSV',
    failed: 'Não foi possível carregar o registo de atividade.',
    chain: {
      check: 'Verificar integridade',
      ok: 'O registo está intacto: %{count} entradas verificadas.',
      broken: 'O registo foi alterado fora da aplicação: entrada %{id} (%{reason}).',
      checking: 'A verificar…',
      reasons: {
        unchained: 'escrita fora da cadeia',
        missing: 'a entrada anterior foi removida',
        changed: 'o seu conteúdo foi alterado',
        relinked: 'a sua ligação à entrada anterior foi reescrita',
        note_changed: 'o texto da nota foi alterado',
      },
    },
    notes: {
      add: 'Adicionar nota',
      edit: 'Editar nota',
      delete: 'Eliminar nota',
      text: 'Nota',
      save: 'Guardar',
      cancel: 'Cancelar',
      deleted: 'Nota eliminada',
      saved: 'Nota guardada.',
      removed: 'Nota eliminada.',
    },
  },
  de: {
    range: 'Zeitraum',
    person: 'Person',
    entity: 'Datensatztyp',
    action: 'Aktion',
    any: 'Alle',
    actions: {
      create: 'Erstellt',
      update: 'Geändert',
      status: 'Status geändert',
      delete: 'Gelöscht',
      purge: 'Endgültig entfernt',
      note: 'Notiz',
    },
    columns: { day: 'Tag', when: 'Wann', count: 'Einträge', record: 'Datensatz', note: 'Notiz' },
    totals: {
      entries: 'Protokolleinträge',
      synced: 'Synchronisierte Videos',
      claimed: 'Beanspruchte Videos',
      taken_down: 'Entfernte Videos',
    },
    chart: 'Einträge pro Tag',
    table: 'Anzahl nach Tag, Person, Datensatztyp und Aktion',
    entries: 'Einträge',
    more: 'Mehr anzeigen',
    truncated: 'Nur die größten Gruppen werden gezeigt: Zeitraum verkürzen oder filtern.',
    empty: 'Keine Aktivität in diesem Zeitraum.',
    export: 'CSV exportieren',
    failed: 'Das Aktivitätsprotokoll konnte nicht geladen werden.',
    chain: {
      check: 'Integrität prüfen',
      ok: 'Das Protokoll ist unverändert: %{count} Einträge geprüft.',
      broken: 'Das Protokoll wurde außerhalb der App geändert: Eintrag %{id} (%{reason}).',
      checking: 'Wird geprüft…',
      reasons: {
        unchained: 'außerhalb der Kette geschrieben',
        missing: 'der Eintrag davor wurde entfernt',
        changed: 'sein Inhalt wurde geändert',
        relinked: 'seine Verknüpfung mit dem Eintrag davor wurde umgeschrieben',
        note_changed: 'der Text der Notiz wurde geändert',
      },
    },
    notes: {
      add: 'Notiz hinzufügen',
      edit: 'Notiz bearbeiten',
      delete: 'Notiz löschen',
      text: 'Notiz',
      save: 'Speichern',
      cancel: 'Abbrechen',
      deleted: 'Notiz gelöscht',
      saved: 'Notiz gespeichert.',
      removed: 'Notiz gelöscht.',
    },
  },
};

const nested = (texts: Texts) => ({ app: { activity_log: texts } });
addPageMessages({
  en: nested(en),
  fr: nested(other.fr),
  es: nested(other.es),
  pt: nested(other.pt),
  de: nested(other.de),
});
