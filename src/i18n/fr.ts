import frenchMessages from 'ra-language-french';
import type { appMessages } from './en';

const fr: typeof appMessages = {
  app: {
    titles: {
      Dashboard: 'Tableau de bord',
      Channels: 'Chaînes',
      'Sublicensee Channels': 'Chaînes sous-licenciées',
      'Connect your channel': 'Connectez votre chaîne',
      'Page Not Found': 'Page introuvable',
    },
    auth: {
      email: 'E-mail',
      not_authorized: "Vous n'êtes pas autorisé à accéder à cette page.",
    },
    not_found: {
      title: '404 - Page introuvable !',
      text: 'La page que vous recherchez a peut-être été supprimée, a changé de nom ou est temporairement indisponible.',
      back: "Retour à l'accueil",
    },
    dashboard: {
      welcome: 'Bienvenue, %{name}',
      channel_count: 'Chaînes visibles',
      open_channels: 'Ouvrir : %{title}',
    },
    step2: {
      title: 'Connectez votre chaîne',
      text: "Votre compte n'a pas encore de chaîne YouTube. Un compte créateur doit avoir une chaîne connectée pour utiliser le back-office.",
      not_available:
        "La connexion d'une chaîne via Google n'est pas encore disponible dans cette version. Veuillez contacter votre gestionnaire de compte.",
    },
    roles: {
      1: 'Super administrateur',
      2: 'Gestionnaire',
      3: 'Créateur',
      4: 'Propriétaire de contenu',
      5: 'Gestionnaire limité',
      6: 'Lecteur',
      7: 'Lecteur limité',
      8: "Membre d'équipe (propriétaire de contenu)",
      9: "Membre d'équipe (créateur)",
    },
    validation: {
      channel_id: 'Saisissez un identifiant de chaîne YouTube : UC suivi de 22 lettres, chiffres, - ou _',
      url: 'Saisissez une adresse complète, par exemple https://example.com/icone.png',
    },
  },
  resources: {
    channels: {
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
      status: { 0: 'Inactive', 1: 'Active', 3: 'Supprimée' },
      actions: { activate: 'Activer', deactivate: 'Désactiver' },
      empty: 'Aucune chaîne pour le moment.',
      creators_unavailable: "La liste des créateurs n'a pas pu être chargée.",
    },
  },
};

export const frMessages = { ...frenchMessages, ...fr };
