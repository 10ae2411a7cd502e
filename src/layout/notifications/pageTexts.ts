import { addPageMessages } from '../../i18n/pageMessages';

/**
 * The notification sidebar's Activity tab, `app.recent.*`, in every language: they load with the
 * panel (see i18n/pageMessages). An entry reads as what happened to which record; who and when
 * follow it.
 */
const en = {
  title: 'Recent activity',
  hidden: 'Recent activity is hidden: turn on “Show recent activity” in Settings.',
  failed: 'The recent activity could not be loaded.',
  you: 'You',
  stage: {
    pending_review: '“%{name}” submitted for review',
    approved: '“%{name}” approved',
    rejected: '“%{name}” rejected',
    changes_requested: 'Changes requested for “%{name}”',
    draft: '“%{name}” back to the drafts',
  },
  named: {
    create: '%{noun} “%{name}” added',
    update: '%{noun} “%{name}” updated',
    status: '%{noun} “%{name}” status changed',
    delete: '%{noun} “%{name}” deleted',
    purge: '%{noun} “%{name}” removed',
  },
  unnamed: {
    create: '%{noun} added',
    update: '%{noun} updated',
    status: '%{noun} status changed',
    delete: '%{noun} deleted',
    purge: '%{noun} removed',
  },
  /** Entries of things that are no list of their own. */
  entities: {
    users: 'Account',
    notes: 'Note',
    packages: 'Package',
    transcripts: 'Transcript',
    other: 'Record',
  },
};

addPageMessages({
  en: { app: { recent: en } },
  fr: {
    app: {
      recent: {
        title: 'Activité récente',
        hidden: "L'activité récente est masquée : activez « Afficher l'activité récente » dans Paramètres.",
        failed: "L'activité récente n'a pas pu être chargée.",
        you: 'Vous',
        stage: {
          pending_review: '« %{name} » envoyé en relecture',
          approved: '« %{name} » approuvé',
          rejected: '« %{name} » refusé',
          changes_requested: 'Modifications demandées pour « %{name} »',
          draft: '« %{name} » revenu aux brouillons',
        },
        named: {
          create: '%{noun} « %{name} » ajouté',
          update: '%{noun} « %{name} » modifié',
          status: '%{noun} « %{name} » : statut changé',
          delete: '%{noun} « %{name} » supprimé',
          purge: '%{noun} « %{name} » retiré',
        },
        unnamed: {
          create: '%{noun} ajouté',
          update: '%{noun} modifié',
          status: '%{noun} : statut changé',
          delete: '%{noun} supprimé',
          purge: '%{noun} retiré',
        },
        entities: {
          users: 'Compte',
          notes: 'Note',
          packages: 'Paquet',
          transcripts: 'Transcription',
          other: 'Élément',
        },
      },
    },
  },
  es: {
    app: {
      recent: {
        title: 'Actividad reciente',
        hidden: 'La actividad reciente está oculta: active «Mostrar actividad reciente» en Ajustes.',
        failed: 'No se pudo cargar la actividad reciente.',
        you: 'Usted',
        stage: {
          pending_review: '«%{name}» enviado a revisión',
          approved: '«%{name}» aprobado',
          rejected: '«%{name}» rechazado',
          changes_requested: 'Cambios solicitados para «%{name}»',
          draft: '«%{name}» vuelve a los borradores',
        },
        named: {
          create: '%{noun} «%{name}» añadido',
          update: '%{noun} «%{name}» actualizado',
          status: '%{noun} «%{name}»: estado cambiado',
          delete: '%{noun} «%{name}» eliminado',
          purge: '%{noun} «%{name}» quitado',
        },
        unnamed: {
          create: '%{noun} añadido',
          update: '%{noun} actualizado',
          status: '%{noun}: estado cambiado',
          delete: '%{noun} eliminado',
          purge: '%{noun} quitado',
        },
        entities: {
          users: 'Cuenta',
          notes: 'Nota',
          packages: 'Paquete',
          transcripts: 'Transcripción',
          other: 'Registro',
        },
      },
    },
  },
  pt: {
    app: {
      recent: {
        title: 'Atividade recente',
        hidden: 'A atividade recente está oculta: ative “Mostrar atividade recente” em Definições.',
        failed: 'Não foi possível carregar a atividade recente.',
        you: 'Você',
        stage: {
          pending_review: '“%{name}” enviado para revisão',
          approved: '“%{name}” aprovado',
          rejected: '“%{name}” rejeitado',
          changes_requested: 'Alterações pedidas para “%{name}”',
          draft: '“%{name}” voltou aos rascunhos',
        },
        named: {
          create: '%{noun} “%{name}” adicionado',
          update: '%{noun} “%{name}” atualizado',
          status: '%{noun} “%{name}”: estado alterado',
          delete: '%{noun} “%{name}” excluído',
          purge: '%{noun} “%{name}” removido',
        },
        unnamed: {
          create: '%{noun} adicionado',
          update: '%{noun} atualizado',
          status: '%{noun}: estado alterado',
          delete: '%{noun} excluído',
          purge: '%{noun} removido',
        },
        entities: {
          users: 'Conta',
          notes: 'Nota',
          packages: 'Pacote',
          transcripts: 'Transcrição',
          other: 'Registro',
        },
      },
    },
  },
  de: {
    app: {
      recent: {
        title: 'Aktuelle Aktivität',
        hidden:
          'Die aktuelle Aktivität ist ausgeblendet: Schalten Sie „Aktuelle Aktivität anzeigen“ in den Einstellungen ein.',
        failed: 'Die aktuelle Aktivität konnte nicht geladen werden.',
        you: 'Sie',
        stage: {
          pending_review: '„%{name}“ zur Prüfung eingereicht',
          approved: '„%{name}“ freigegeben',
          rejected: '„%{name}“ abgelehnt',
          changes_requested: 'Änderungen an „%{name}“ erbeten',
          draft: '„%{name}“ zurück bei den Entwürfen',
        },
        named: {
          create: '%{noun} „%{name}“ hinzugefügt',
          update: '%{noun} „%{name}“ geändert',
          status: '%{noun} „%{name}“: Status geändert',
          delete: '%{noun} „%{name}“ gelöscht',
          purge: '%{noun} „%{name}“ entfernt',
        },
        unnamed: {
          create: '%{noun} hinzugefügt',
          update: '%{noun} geändert',
          status: '%{noun}: Status geändert',
          delete: '%{noun} gelöscht',
          purge: '%{noun} entfernt',
        },
        entities: {
          users: 'Konto',
          notes: 'Notiz',
          packages: 'Paket',
          transcripts: 'Transkript',
          other: 'Eintrag',
        },
      },
    },
  },
});
