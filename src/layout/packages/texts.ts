import { addPageMessages } from '../../i18n/pageMessages';

/**
 * The packages list's texts about building and expiry, `app.packages.*`, in every language: they
 * load with the list (opened from the top bar), not with the first page (see i18n/pageMessages).
 */
const en = {
  building: 'Building… %{progress}%',
  failed: 'Could not be built: %{reason}',
  expires: 'Available until %{date}',
};

const other: Record<'fr' | 'es' | 'pt' | 'de', typeof en> = {
  fr: {
    building: 'Préparation… %{progress} %',
    failed: "N'a pas pu être préparé : %{reason}",
    expires: "Disponible jusqu'au %{date}",
  },
  es: {
    building: 'Preparando… %{progress} %',
    failed: 'No se pudo preparar: %{reason}',
    expires: 'Disponible hasta el %{date}',
  },
  pt: {
    building: 'A preparar… %{progress}%',
    failed: 'Não foi possível preparar: %{reason}',
    expires: 'Disponível até %{date}',
  },
  de: {
    building: 'Wird erstellt… %{progress} %',
    failed: 'Konnte nicht erstellt werden: %{reason}',
    expires: 'Verfügbar bis %{date}',
  },
};

const nested = (texts: typeof en) => ({ app: { packages: texts } });
addPageMessages({
  en: nested(en),
  fr: nested(other.fr),
  es: nested(other.es),
  pt: nested(other.pt),
  de: nested(other.de),
});
