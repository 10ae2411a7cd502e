import { Type } from '@sinclair/typebox';
import { arrayContains, eq } from 'drizzle-orm';
import { BIO_MAX_LENGTH, SPEAKER_LANGUAGE_CODES, SPEAKER_LANGUAGES_MAX } from '../../shared/constants';
import { artists as declaration } from '../../shared/resources/artists';
import { assetSpeakers } from '../assets/table';
import { contentSetting } from '../contentSettings/setting';
import { Text } from '../http/schemas';
import { artists } from './table';

const Language = Type.String({ pattern: `^(${SPEAKER_LANGUAGE_CODES.join('|')})$` });
const Picture = Type.Union([Type.String(), Type.Null()]);

/** Speakers, spec 001 §2.6: a name, a bio, a picture and the languages they speak in. */
export const artistResource = contentSetting<{ language?: string }>({
  declaration,
  noun: 'Speaker',
  table: artists,
  fields: { bio: artists.bio, picture: artists.picture, languages: artists.languages },
  fieldSchemas: { bio: Type.String(), picture: Picture, languages: Type.Array(Type.String()) },
  editable: {
    bio: Text(BIO_MAX_LENGTH),
    languages: Type.Array(Language, { maxItems: SPEAKER_LANGUAGES_MAX, uniqueItems: true }),
  },
  columns: (body) => ({
    ...(typeof body.bio === 'string' && { bio: body.bio.trim() }),
    ...(Array.isArray(body.languages) && { languages: body.languages }),
  }),
  filters: { language: (language) => arrayContains(artists.languages, [language]) },
  filterSchemas: { language: Type.Optional(Language) },
  lookupFields: { picture: artists.picture },
  lookupSchemas: { picture: Picture },
  inUse: async (db, id) => {
    const [used] = await db
      .select({ id: assetSpeakers.assetId })
      .from(assetSpeakers)
      .where(eq(assetSpeakers.artistId, id))
      .limit(1);
    return used
      ? 'This speaker is named by content and cannot be removed: deactivate it instead.'
      : undefined;
  },
});
