import { addPageMessages } from '../../i18n/pageMessages';

/** The texts of Manual Claiming's read-back from YouTube, in every language (loaded with the page). */
const en = {
  button: 'Read back from YouTube',
  running: 'Reading back from YouTube: %{progress}%',
  waiting: 'Read-back waits for YouTube Content ID quota until %{date}',
  queued: 'Reading the claims back from YouTube…',
  done: 'Read back from YouTube: %{smart_count} claim changed |||| Read back from YouTube: %{smart_count} claims changed',
  refused:
    'YouTube changed %{smart_count} claim in a way not allowed here: left as it is |||| YouTube changed %{smart_count} claims in ways not allowed here: left as they are',
  refusal: '“%{title}”: YouTube says %{youtube_status}. %{reason}',
  failed: 'The last read-back did not complete: %{error}',
  last: 'Last read back %{date}',
  never: 'Never read back from YouTube',
};
type Texts = typeof en;

const other: Record<'fr' | 'es' | 'pt' | 'de', Texts> = {
  fr: {
    button: 'Relire depuis YouTube',
    running: 'Relecture depuis YouTube : %{progress} %',
    waiting: "La relecture attend le quota de YouTube Content ID jusqu'au %{date}",
    queued: 'Relecture des revendications depuis YouTube…',
    done: 'Relu depuis YouTube : %{smart_count} revendication modifiée |||| Relu depuis YouTube : %{smart_count} revendications modifiées',
    refused:
      "YouTube a modifié %{smart_count} revendication d'une façon non permise ici : laissée telle quelle |||| YouTube a modifié %{smart_count} revendications de façons non permises ici : laissées telles quelles",
    refusal: '« %{title} » : YouTube indique %{youtube_status}. %{reason}',
    failed: "La dernière relecture n'a pas abouti : %{error}",
    last: 'Dernière relecture %{date}',
    never: 'Jamais relu depuis YouTube',
  },
  es: {
    button: 'Releer desde YouTube',
    running: 'Releyendo desde YouTube: %{progress} %',
    waiting: 'La relectura espera la cuota de YouTube Content ID hasta el %{date}',
    queued: 'Releyendo las reclamaciones desde YouTube…',
    done: 'Releído desde YouTube: %{smart_count} reclamación cambiada |||| Releído desde YouTube: %{smart_count} reclamaciones cambiadas',
    refused:
      'YouTube cambió %{smart_count} reclamación de un modo no permitido aquí: se deja como está |||| YouTube cambió %{smart_count} reclamaciones de modos no permitidos aquí: se dejan como están',
    refusal: '«%{title}»: YouTube indica %{youtube_status}. %{reason}',
    failed: 'La última relectura no terminó: %{error}',
    last: 'Última relectura %{date}',
    never: 'Nunca se releyó desde YouTube',
  },
  pt: {
    button: 'Reler do YouTube',
    running: 'Relendo do YouTube: %{progress}%',
    waiting: 'A releitura aguarda a quota do YouTube Content ID até %{date}',
    queued: 'Relendo as reivindicações do YouTube…',
    done: 'Relido do YouTube: %{smart_count} reivindicação alterada |||| Relido do YouTube: %{smart_count} reivindicações alteradas',
    refused:
      'O YouTube alterou %{smart_count} reivindicação de um modo não permitido aqui: fica como está |||| O YouTube alterou %{smart_count} reivindicações de modos não permitidos aqui: ficam como estão',
    refusal: '“%{title}”: o YouTube indica %{youtube_status}. %{reason}',
    failed: 'A última releitura não terminou: %{error}',
    last: 'Última releitura %{date}',
    never: 'Nunca relido do YouTube',
  },
  de: {
    button: 'Von YouTube zurücklesen',
    running: 'Von YouTube zurücklesen: %{progress} %',
    waiting: 'Das Zurücklesen wartet bis %{date} auf das Kontingent von YouTube Content ID',
    queued: 'Die Ansprüche werden von YouTube zurückgelesen…',
    done: 'Von YouTube zurückgelesen: %{smart_count} Anspruch geändert |||| Von YouTube zurückgelesen: %{smart_count} Ansprüche geändert',
    refused:
      'YouTube hat %{smart_count} Anspruch auf eine hier nicht erlaubte Weise geändert: unverändert gelassen |||| YouTube hat %{smart_count} Ansprüche auf hier nicht erlaubte Weise geändert: unverändert gelassen',
    refusal: '„%{title}“: YouTube meldet %{youtube_status}. %{reason}',
    failed: 'Das letzte Zurücklesen wurde nicht abgeschlossen: %{error}',
    last: 'Zuletzt zurückgelesen %{date}',
    never: 'Noch nie von YouTube zurückgelesen',
  },
};

const nested = (texts: Texts) => ({ resources: { 'assets/manual-claiming': { read_back: texts } } });
addPageMessages({
  en: nested(en),
  fr: nested(other.fr),
  es: nested(other.es),
  pt: nested(other.pt),
  de: nested(other.de),
});
