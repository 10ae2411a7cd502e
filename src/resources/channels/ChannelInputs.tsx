import { DateInput, maxLength, required, TextInput } from 'react-admin';
import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  YOUTUBE_CHANNEL_ID_PATTERN,
} from '../../../shared/constants';
import { isAllowedChannelIcon } from '../../../shared/channelIcons';
import { useCan } from '../../authProvider/useCan';
import { AccountInput } from '../AccountInput';
import { FormSection, WideInput } from '../FormSection';

const CHANNEL_ID = new RegExp(YOUTUBE_CHANNEL_ID_PATTERN);

/** Validators answer i18n keys. */
export const validateChannelId = (value: unknown) =>
  typeof value === 'string' && value !== '' && !CHANNEL_ID.test(value)
    ? 'app.validation.channel_id'
    : undefined;

/** The server keeps icons only from YouTube's image hosts (shared/channelIcons); say so before saving. */
export const validateIcon = (value: unknown) =>
  typeof value === 'string' && value !== '' && !isAllowedChannelIcon(value)
    ? 'app.validation.channel_icon'
    : undefined;

// Inputs store an emptied text as null; the API takes an empty description but not a null one.
const keepText = (value: string) => value;

/** The channel form's inputs; the channel id and its creator are set once, on create. */
export function ChannelInputs({ create = false }: { create?: boolean }) {
  const staff = useCan('channels', 'createForCreator') === true;
  return (
    <FormSection title="app.form.details">
      {create && <TextInput source="channel_id" validate={[required(), validateChannelId]} />}
      {/* Staff add channels for a creator; creators always add to their own account. */}
      {create && staff && <AccountInput source="creator" type={3} />}
      <TextInput source="channel_title" validate={[required(), maxLength(TITLE_MAX_LENGTH)]} />
      <DateInput source="channel_start_date" />
      <WideInput>
        <TextInput
          source="channel_description"
          multiline
          minRows={2}
          parse={keepText}
          validate={maxLength(DESCRIPTION_MAX_LENGTH)}
        />
      </WideInput>
      <WideInput>
        <TextInput
          source="channel_icon_url"
          type="url"
          validate={[maxLength(URL_MAX_LENGTH), validateIcon]}
        />
      </WideInput>
    </FormSection>
  );
}

export default ChannelInputs;
