import type { DateRangePreset } from '../../shared/dateRange';
import { addPageMessages } from '../i18n/pageMessages';

/**
 * Texts of the report parts (date range input, shortened numbers), `app.reports.*`, in every
 * language: they load with the report pages. The presets are the spec's English labels (000 §9).
 */
type Texts = {
  presets: Record<DateRangePreset, string>;
  date_range: string;
  custom: string;
  from: string;
  to: string;
  invalid_range: string;
};

export const en: Texts = {
  presets: {
    today: 'Today',
    yesterday: 'Yesterday',
    last_1_week: 'Last 1 Week',
    last_28_days: 'Last 28 Days',
    last_90_days: 'Last 90 Days',
    last_365_days: 'Last 365 Days',
    last_1_month: 'Last 1 Month',
    last_3_month: 'Last 3 Month',
    last_6_month: 'Last 6 Month',
    last_12_month: 'Last 12 Month',
  },
  date_range: 'Date range',
  custom: 'Custom range',
  from: 'From',
  to: 'To',
  invalid_range: 'Choose a start date on or before the end date.',
};

const other: Record<'fr' | 'es' | 'pt' | 'de', Texts> = {
  fr: {
    presets: {
      today: "Aujourd'hui",
      yesterday: 'Hier',
      last_1_week: 'Dernière semaine',
      last_28_days: '28 derniers jours',
      last_90_days: '90 derniers jours',
      last_365_days: '365 derniers jours',
      last_1_month: 'Dernier mois',
      last_3_month: '3 derniers mois',
      last_6_month: '6 derniers mois',
      last_12_month: '12 derniers mois',
    },
    date_range: 'Période',
    custom: 'Période personnalisée',
    from: 'Du',
    to: 'Au',
    invalid_range: 'Choisissez une date de début antérieure ou égale à la date de fin.',
  },
  es: {
    presets: {
      today: 'Hoy',
      yesterday: 'Ayer',
      last_1_week: 'Última semana',
      last_28_days: 'Últimos 28 días',
      last_90_days: 'Últimos 90 días',
      last_365_days: 'Últimos 365 días',
      last_1_month: 'Último mes',
      last_3_month: 'Últimos 3 meses',
      last_6_month: 'Últimos 6 meses',
      last_12_month: 'Últimos 12 meses',
    },
    date_range: 'Periodo',
    custom: 'Periodo personalizado',
    from: 'Desde',
    to: 'Hasta',
    invalid_range: 'Elija una fecha de inicio igual o anterior a la fecha de fin.',
  },
  pt: {
    presets: {
      today: 'Hoje',
      yesterday: 'Ontem',
      last_1_week: 'Última semana',
      last_28_days: 'Últimos 28 dias',
      last_90_days: 'Últimos 90 dias',
      last_365_days: 'Últimos 365 dias',
      last_1_month: 'Último mês',
      last_3_month: 'Últimos 3 meses',
      last_6_month: 'Últimos 6 meses',
      last_12_month: 'Últimos 12 meses',
    },
    date_range: 'Período',
    custom: 'Período personalizado',
    from: 'De',
    to: 'Até',
    invalid_range: 'Escolha uma data de início igual ou anterior à data de término.',
  },
  de: {
    presets: {
      today: 'Heute',
      yesterday: 'Gestern',
      last_1_week: 'Letzte Woche',
      last_28_days: 'Letzte 28 Tage',
      last_90_days: 'Letzte 90 Tage',
      last_365_days: 'Letzte 365 Tage',
      last_1_month: 'Letzter Monat',
      last_3_month: 'Letzte 3 Monate',
      last_6_month: 'Letzte 6 Monate',
      last_12_month: 'Letzte 12 Monate',
    },
    date_range: 'Zeitraum',
    custom: 'Eigener Zeitraum',
    from: 'Von',
    to: 'Bis',
    invalid_range: 'Wählen Sie ein Startdatum am oder vor dem Enddatum.',
  },
};

const nested = (texts: Texts) => ({ app: { reports: texts } });
addPageMessages({
  en: nested(en),
  fr: nested(other.fr),
  es: nested(other.es),
  pt: nested(other.pt),
  de: nested(other.de),
});
