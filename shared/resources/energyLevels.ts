import { ENERGY_ORDINAL_MAX, ENERGY_ORDINAL_MIN, NAME_MAX_LENGTH } from '../constants';
import { CONTENT_SETTING_ACCESS, settingList, settingPaths } from './contentSettings';
import { nameField } from './simple';
import { declareResource } from './types';

/** Energy levels of content, each a name and an ordinal from 1 (calm) to 10. */
export const energyLevels = declareResource({
  name: 'energy-level',
  title: 'Energy Level Settings',
  ...CONTENT_SETTING_ACCESS,
  whitelist: settingList({ sortable: ['ordinal'] }),
  api: settingPaths('/energy/level', ['name', 'ordinal']),
  simple: {
    table: 'energy_levels',
    noun: 'Energy level',
    messageKey: 'energy_level',
    fields: {
      name: nameField(NAME_MAX_LENGTH),
      ordinal: {
        kind: 'integer',
        column: 'ordinal',
        min: ENERGY_ORDINAL_MIN,
        max: ENERGY_ORDINAL_MAX,
        indexed: true,
      },
    },
    // Listed and picked from calm to intense.
    list: { columns: ['ordinal', 'name'], sort: { field: 'ordinal', order: 'ASC' } },
    lookup: { fields: ['ordinal'], order: 'ordinal' },
    usedBy: [{ table: 'assets', column: 'energy_level_id', message: 'in_use' }],
    icon: 'bolt',
    menu: {
      section: 'content_settings',
      key: 'energy_levels',
      icon: 'item',
      order: 3,
      search: { name: 'Energy', order: 1 },
    },
    texts: {
      en: {
        title: 'Energy Level Settings',
        search: 'Energy',
        name: 'Energy level |||| Energy levels',
        fields: {
          name: 'Name',
          ordinal: 'Level (1-10)',
          status: 'Status',
          updated_at: 'Updated',
          q: 'Search',
        },
        empty: 'No energy levels yet.',
        messages: {
          not_found: 'Energy level not found.',
          duplicate: 'A energy level with this name already exists.',
          in_use: 'This energy level is used by content and cannot be removed: deactivate it instead.',
        },
      },
      fr: {
        title: "Paramètres des niveaux d'énergie",
        search: 'Énergie',
        name: "Niveau d'énergie |||| Niveaux d'énergie",
        fields: {
          name: 'Nom',
          ordinal: 'Niveau (1-10)',
          status: 'Statut',
          updated_at: 'Modifié',
          q: 'Rechercher',
        },
        empty: "Aucun niveau d'énergie pour l'instant.",
        messages: {
          not_found: "Niveau d'énergie introuvable.",
          duplicate: "Un niveau d'énergie portant ce nom existe déjà.",
          in_use:
            "Ce niveau d'énergie est utilisé par des contenus et ne peut pas être supprimé : désactivez-le plutôt.",
        },
      },
      es: {
        title: 'Configuración de niveles de energía',
        search: 'Energía',
        name: 'Nivel de energía |||| Niveles de energía',
        fields: {
          name: 'Nombre',
          ordinal: 'Nivel (1-10)',
          status: 'Estado',
          updated_at: 'Actualizado',
          q: 'Buscar',
        },
        empty: 'Aún no hay niveles de energía.',
        messages: {
          not_found: 'No se ha encontrado el nivel de energía.',
          duplicate: 'Ya existe un nivel de energía con este nombre.',
          in_use: 'Este nivel de energía lo usa algún contenido y no se puede eliminar: desactívelo.',
        },
      },
      pt: {
        title: 'Configurações de níveis de energia',
        search: 'Energia',
        name: 'Nível de energia |||| Níveis de energia',
        fields: {
          name: 'Nome',
          ordinal: 'Nível (1-10)',
          status: 'Estado',
          updated_at: 'Atualizado',
          q: 'Pesquisar',
        },
        empty: 'Ainda não há níveis de energia.',
        messages: {
          not_found: 'Nível de energia não encontrado.',
          duplicate: 'Já existe um nível de energia com este nome.',
          in_use: 'Este nível de energia é usado por conteúdos e não pode ser removido: desative-o.',
        },
      },
      de: {
        title: 'Einstellungen der Energiestufen',
        search: 'Energie',
        name: 'Energiestufe |||| Energiestufen',
        fields: {
          name: 'Name',
          ordinal: 'Stufe (1-10)',
          status: 'Status',
          updated_at: 'Aktualisiert',
          q: 'Suchen',
        },
        empty: 'Noch keine Energiestufen.',
        messages: {
          not_found: 'Energielevel nicht gefunden.',
          duplicate: 'Ein Energielevel mit diesem Namen existiert bereits.',
          in_use:
            'Dieses Energielevel wird von Inhalten verwendet und kann nicht entfernt werden: Deaktivieren Sie es stattdessen.',
        },
      },
    },
    seed: [
      { name: 'Calm', ordinal: 1 },
      { name: 'Relaxed', ordinal: 3 },
      { name: 'Steady', ordinal: 5 },
      { name: 'Upbeat', ordinal: 7 },
      { name: 'Intense', ordinal: 10 },
    ],
  },
});
