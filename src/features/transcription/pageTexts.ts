import { addPageMessages } from '../../i18n/pageMessages';

/**
 * The transcript panel's texts, `app.transcription.*`, in every language: they load with the pages
 * that show the panel, not with the first page (see i18n/pageMessages).
 */
const en = {
  title: 'Transcript',
  transcribe: 'Transcribe',
  transcribe_again: 'Transcribe again',
  none: 'No transcript yet.',
  not_configured: 'Transcription is not configured on this server.',
  in_progress:
    'Transcribing with Rev AI. This can take a few minutes; the transcript appears here when it is ready.',
  progress_label: 'Transcription in progress',
  failed: 'Transcription failed: %{reason}',
  no_speech: 'No speech was found in this item.',
  speaker: 'Speaker %{number}',
  play_from: 'Play from %{time}',
  load_failed: 'The transcript could not be loaded.',
  retry: 'Try again',
  sent: 'Sent for transcription.',
};

const other: Record<'fr' | 'es' | 'pt' | 'de', typeof en> = {
  fr: {
    title: 'Transcription',
    transcribe: 'Transcrire',
    transcribe_again: 'Transcrire à nouveau',
    none: 'Pas encore de transcription.',
    not_configured: "La transcription n'est pas configurée sur ce serveur.",
    in_progress:
      'Transcription en cours avec Rev AI. Cela peut prendre quelques minutes ; la transcription apparaîtra ici une fois prête.',
    progress_label: 'Transcription en cours',
    failed: 'La transcription a échoué : %{reason}',
    no_speech: "Aucune parole n'a été trouvée dans ce contenu.",
    speaker: 'Intervenant %{number}',
    play_from: 'Lire à partir de %{time}',
    load_failed: "La transcription n'a pas pu être chargée.",
    retry: 'Réessayer',
    sent: 'Envoyé pour transcription.',
  },
  es: {
    title: 'Transcripción',
    transcribe: 'Transcribir',
    transcribe_again: 'Transcribir de nuevo',
    none: 'Todavía no hay transcripción.',
    not_configured: 'La transcripción no está configurada en este servidor.',
    in_progress:
      'Transcribiendo con Rev AI. Puede tardar unos minutos; la transcripción aparecerá aquí cuando esté lista.',
    progress_label: 'Transcripción en curso',
    failed: 'La transcripción falló: %{reason}',
    no_speech: 'No se encontró habla en este contenido.',
    speaker: 'Hablante %{number}',
    play_from: 'Reproducir desde %{time}',
    load_failed: 'No se pudo cargar la transcripción.',
    retry: 'Reintentar',
    sent: 'Enviado para transcribir.',
  },
  pt: {
    title: 'Transcrição',
    transcribe: 'Transcrever',
    transcribe_again: 'Transcrever novamente',
    none: 'Ainda não há transcrição.',
    not_configured: 'A transcrição não está configurada neste servidor.',
    in_progress:
      'Transcrevendo com a Rev AI. Isso pode levar alguns minutos; a transcrição aparece aqui quando estiver pronta.',
    progress_label: 'Transcrição em andamento',
    failed: 'A transcrição falhou: %{reason}',
    no_speech: 'Nenhuma fala foi encontrada neste conteúdo.',
    speaker: 'Locutor %{number}',
    play_from: 'Reproduzir a partir de %{time}',
    load_failed: 'Não foi possível carregar a transcrição.',
    retry: 'Tentar novamente',
    sent: 'Enviado para transcrição.',
  },
  de: {
    title: 'Transkript',
    transcribe: 'Transkribieren',
    transcribe_again: 'Erneut transkribieren',
    none: 'Noch kein Transkript.',
    not_configured: 'Die Transkription ist auf diesem Server nicht eingerichtet.',
    in_progress:
      'Wird mit Rev AI transkribiert. Das kann einige Minuten dauern; das Transkript erscheint hier, sobald es fertig ist.',
    progress_label: 'Transkription läuft',
    failed: 'Die Transkription ist fehlgeschlagen: %{reason}',
    no_speech: 'In diesem Inhalt wurde keine Sprache gefunden.',
    speaker: 'Sprecher %{number}',
    play_from: 'Ab %{time} abspielen',
    load_failed: 'Das Transkript konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    sent: 'Zur Transkription gesendet.',
  },
};

const nested = (texts: typeof en) => ({ app: { transcription: texts } });
addPageMessages({
  en: nested(en),
  fr: nested(other.fr),
  es: nested(other.es),
  pt: nested(other.pt),
  de: nested(other.de),
});
