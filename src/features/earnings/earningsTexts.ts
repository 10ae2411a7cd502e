import { addPageMessages } from '../../i18n/pageMessages';

/** Texts of the earnings pages, `app.earnings.*`, in every language; they load with the pages. */
type Texts = {
  totals: { total: string; payable: string; held: string; void: string; lines: string };
  columns: {
    creator: string;
    rights_holder: string;
    video: string;
    claim: string;
    asset: string;
    status: string;
    owner: string;
  };
  charts: {
    over_time: string;
    top_channels: string;
    top_videos: string;
    top_payees: string;
    top_page: string;
  };
  status: Record<'1' | '2' | '3' | '4' | '5' | '6' | '7' | '8', string>;
  export: string;
  empty: string;
  counts_only: string;
  company: string;
  failed: string;
};

const en: Texts = {
  totals: { total: 'Earned', payable: 'Due', held: 'Held', void: 'Void', lines: 'Royalty lines' },
  columns: {
    creator: 'Creator',
    rights_holder: 'Content owner',
    video: 'Video',
    claim: 'Claimed video',
    asset: 'Asset',
    status: 'Claim status',
    owner: 'Content owner',
  },
  charts: {
    over_time: 'Revenue over time',
    top_channels: 'Top channels',
    top_videos: 'Top videos',
    top_payees: 'Top payees',
    top_page: 'This page, by earnings',
  },
  status: {
    1: 'Pending',
    2: 'Active',
    3: 'Deleted',
    4: 'Disputed',
    5: 'Appealed',
    6: 'Released',
    7: 'Potential',
    8: 'Takedown',
  },
  export: 'Export CSV',
  empty: 'No earnings in this date range.',
  counts_only: 'Amounts are not shown to your account: royalty line counts only.',
  company: 'Company',
  failed: 'The earnings could not be loaded.',
};

const other: Record<'fr' | 'es' | 'pt' | 'de', Texts> = {
  fr: {
    totals: { total: 'Gagné', payable: 'Dû', held: 'Retenu', void: 'Annulé', lines: 'Lignes de redevances' },
    columns: {
      creator: 'Créateur',
      rights_holder: 'Propriétaire de contenu',
      video: 'Vidéo',
      claim: 'Vidéo revendiquée',
      asset: 'Contenu',
      status: 'État de la revendication',
      owner: 'Propriétaire de contenu',
    },
    charts: {
      over_time: 'Revenus dans le temps',
      top_channels: 'Meilleures chaînes',
      top_videos: 'Meilleures vidéos',
      top_payees: 'Principaux bénéficiaires',
      top_page: 'Cette page, par revenus',
    },
    status: {
      1: 'En attente',
      2: 'Active',
      3: 'Supprimée',
      4: 'Contestée',
      5: 'En appel',
      6: 'Libérée',
      7: 'Potentielle',
      8: 'Retrait',
    },
    export: 'Exporter en CSV',
    empty: 'Aucun revenu sur cette période.',
    counts_only: 'Les montants ne sont pas montrés à votre compte : seulement le nombre de lignes.',
    company: 'Société',
    failed: "Les revenus n'ont pas pu être chargés.",
  },
  es: {
    totals: {
      total: 'Ganado',
      payable: 'Pendiente',
      held: 'Retenido',
      void: 'Anulado',
      lines: 'Líneas de regalías',
    },
    columns: {
      creator: 'Creador',
      rights_holder: 'Propietario de contenido',
      video: 'Vídeo',
      claim: 'Vídeo reclamado',
      asset: 'Contenido',
      status: 'Estado de la reclamación',
      owner: 'Propietario de contenido',
    },
    charts: {
      over_time: 'Ingresos a lo largo del tiempo',
      top_channels: 'Canales principales',
      top_videos: 'Vídeos principales',
      top_payees: 'Beneficiarios principales',
      top_page: 'Esta página, por ingresos',
    },
    status: {
      1: 'Pendiente',
      2: 'Activa',
      3: 'Eliminada',
      4: 'Disputada',
      5: 'Apelada',
      6: 'Liberada',
      7: 'Potencial',
      8: 'Retirada',
    },
    export: 'Exportar CSV',
    empty: 'No hay ingresos en este periodo.',
    counts_only: 'Los importes no se muestran a su cuenta: solo el número de líneas.',
    company: 'Empresa',
    failed: 'No se pudieron cargar los ingresos.',
  },
  pt: {
    totals: {
      total: 'Ganho',
      payable: 'Devido',
      held: 'Retido',
      void: 'Anulado',
      lines: 'Linhas de royalties',
    },
    columns: {
      creator: 'Criador',
      rights_holder: 'Proprietário de conteúdo',
      video: 'Vídeo',
      claim: 'Vídeo reivindicado',
      asset: 'Conteúdo',
      status: 'Estado da reivindicação',
      owner: 'Proprietário de conteúdo',
    },
    charts: {
      over_time: 'Receita ao longo do tempo',
      top_channels: 'Principais canais',
      top_videos: 'Principais vídeos',
      top_payees: 'Principais beneficiários',
      top_page: 'Esta página, por receita',
    },
    status: {
      1: 'Pendente',
      2: 'Ativa',
      3: 'Eliminada',
      4: 'Contestada',
      5: 'Em recurso',
      6: 'Liberada',
      7: 'Potencial',
      8: 'Remoção',
    },
    export: 'Exportar CSV',
    empty: 'Sem receitas neste período.',
    counts_only: 'Os valores não são mostrados à sua conta: apenas o número de linhas.',
    company: 'Empresa',
    failed: 'Não foi possível carregar as receitas.',
  },
  de: {
    totals: {
      total: 'Verdient',
      payable: 'Fällig',
      held: 'Zurückgehalten',
      void: 'Storniert',
      lines: 'Lizenzzeilen',
    },
    columns: {
      creator: 'Creator',
      rights_holder: 'Inhalteigentümer',
      video: 'Video',
      claim: 'Beanspruchtes Video',
      asset: 'Inhalt',
      status: 'Status des Anspruchs',
      owner: 'Inhalteigentümer',
    },
    charts: {
      over_time: 'Einnahmen im Zeitverlauf',
      top_channels: 'Top-Kanäle',
      top_videos: 'Top-Videos',
      top_payees: 'Top-Empfänger',
      top_page: 'Diese Seite, nach Einnahmen',
    },
    status: {
      1: 'Ausstehend',
      2: 'Aktiv',
      3: 'Gelöscht',
      4: 'Angefochten',
      5: 'Berufung',
      6: 'Freigegeben',
      7: 'Möglich',
      8: 'Entfernung',
    },
    export: 'CSV exportieren',
    empty: 'Keine Einnahmen in diesem Zeitraum.',
    counts_only: 'Beträge werden Ihrem Konto nicht angezeigt: nur die Anzahl der Zeilen.',
    company: 'Unternehmen',
    failed: 'Die Einnahmen konnten nicht geladen werden.',
  },
};

const nested = (texts: Texts) => ({ app: { earnings: texts } });
addPageMessages({
  en: nested(en),
  fr: nested(other.fr),
  es: nested(other.es),
  pt: nested(other.pt),
  de: nested(other.de),
});
