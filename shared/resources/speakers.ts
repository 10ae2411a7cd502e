import { BIO_MAX_LENGTH, NAME_MAX_LENGTH, SPEAKER_LANGUAGE_CODES, SPEAKER_LANGUAGES_MAX } from '../constants';
import { CONTENT_SETTING_ACCESS, settingList, settingPaths } from './contentSettings';
import { nameField } from './simple';
import { declareResource } from './types';

/**
 * Speakers (the spec's URL and API say artists): who speaks in the content, with a picture, the
 * languages they speak in and a bio. The picture's upload is their own call (server/entities/speakers/).
 */
export const speakers = declareResource({
  name: 'artists',
  title: 'Speakers',
  ...CONTENT_SETTING_ACCESS,
  whitelist: settingList({ filterable: ['language'] }),
  api: { ...settingPaths('/artist', ['name', 'bio', 'languages']), picture: 'PUT /artist/picture/:id' },
  simple: {
    table: 'artists',
    noun: 'Speaker',
    messageKey: 'speaker',
    // In the form's order: the picture first, the bio last.
    fields: {
      picture: { kind: 'image', column: 'picture' },
      name: nameField(NAME_MAX_LENGTH),
      languages: {
        kind: 'languages',
        column: 'languages',
        codes: SPEAKER_LANGUAGE_CODES,
        maxItems: SPEAKER_LANGUAGES_MAX,
        filter: 'language',
      },
      bio: { kind: 'longText', column: 'bio', length: BIO_MAX_LENGTH },
    },
    list: { columns: ['picture', 'name', 'languages'], sort: { field: 'name', order: 'ASC' } },
    lookup: { fields: ['picture'] },
    usedBy: [{ table: 'asset_speakers', column: 'artist_id', message: 'in_use' }],
    icon: 'speaker',
    menu: {
      section: 'content_settings',
      key: 'speakers',
      icon: 'item',
      order: 1,
      search: { name: 'Speakers', order: 3 },
    },
    texts: {
      en: {
        title: 'Speakers',
        search: 'Speakers',
        name: 'Speaker |||| Speakers',
        fields: {
          picture: 'Picture',
          name: 'Name',
          bio: 'Bio',
          languages: 'Languages',
          language: 'Language',
          status: 'Status',
          updated_at: 'Updated',
          q: 'Search',
        },
        empty: 'No speakers yet.',
        messages: {
          not_found: 'Speaker not found.',
          duplicate: 'A speaker with this name already exists.',
          in_use: 'This speaker is named by content and cannot be removed: deactivate it instead.',
        },
      },
      fr: {
        title: 'Intervenants',
        search: 'Intervenants',
        name: 'Intervenant |||| Intervenants',
        fields: {
          picture: 'Image',
          name: 'Nom',
          bio: 'Biographie',
          languages: 'Langues',
          language: 'Langue',
          status: 'Statut',
          updated_at: 'Modifié',
          q: 'Rechercher',
        },
        empty: "Aucun intervenant pour l'instant.",
        messages: {
          not_found: 'Intervenant introuvable.',
          duplicate: 'Un intervenant portant ce nom existe déjà.',
          in_use:
            'Cet intervenant est cité par des contenus et ne peut pas être supprimé : désactivez-le plutôt.',
        },
      },
      es: {
        title: 'Ponentes',
        search: 'Ponentes',
        name: 'Locutor |||| Locutores',
        fields: {
          picture: 'Imagen',
          name: 'Nombre',
          bio: 'Biografía',
          languages: 'Idiomas',
          language: 'Idioma',
          status: 'Estado',
          updated_at: 'Actualizado',
          q: 'Buscar',
        },
        empty: 'Aún no hay locutores.',
        messages: {
          not_found: 'No se ha encontrado el ponente.',
          duplicate: 'Ya existe un ponente con este nombre.',
          in_use: 'Este ponente aparece en algún contenido y no se puede eliminar: desactívelo.',
        },
      },
      pt: {
        title: 'Oradores',
        search: 'Oradores',
        name: 'Orador |||| Oradores',
        fields: {
          picture: 'Imagem',
          name: 'Nome',
          bio: 'Biografia',
          languages: 'Idiomas',
          language: 'Idioma',
          status: 'Estado',
          updated_at: 'Atualizado',
          q: 'Pesquisar',
        },
        empty: 'Ainda não há oradores.',
        messages: {
          not_found: 'Orador não encontrado.',
          duplicate: 'Já existe um orador com este nome.',
          in_use: 'Este orador é referido em conteúdos e não pode ser removido: desative-o.',
        },
      },
      de: {
        title: 'Sprecher',
        search: 'Sprecher',
        name: 'Sprecher |||| Sprecher',
        fields: {
          picture: 'Bild',
          name: 'Name',
          bio: 'Biografie',
          languages: 'Sprachen',
          language: 'Sprache',
          status: 'Status',
          updated_at: 'Aktualisiert',
          q: 'Suchen',
        },
        empty: 'Noch keine Sprecher.',
        messages: {
          not_found: 'Sprecher nicht gefunden.',
          duplicate: 'Ein Sprecher mit diesem Namen existiert bereits.',
          in_use:
            'Dieser Sprecher wird in Inhalten genannt und kann nicht entfernt werden: Deaktivieren Sie ihn stattdessen.',
        },
      },
    },
    seed: [
      {
        name: 'Ingrid Solheim',
        bio: 'Narrator of Nordic travel documentaries.',
        languages: ['no', 'en', 'sv'],
      },
      { name: 'Mateus Lima', bio: 'Podcast host and voice actor from Porto.', languages: ['pt', 'es', 'en'] },
      { name: 'Claire Dubois', bio: 'Audiobook reader.', languages: ['fr', 'en'] },
      { name: 'Jonas Weber', bio: 'Sports commentator.', languages: ['de'], status: 0 },
    ],
  },
});
