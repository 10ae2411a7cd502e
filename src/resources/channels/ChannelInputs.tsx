import { useEffect, useState } from 'react';
import { AutocompleteInput, DateInput, maxLength, required, TextInput, useDataProvider } from 'react-admin';
import {
  DESCRIPTION_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
  YOUTUBE_CHANNEL_ID_PATTERN,
} from '../../../shared/constants';
import { CRUD_ADMINS } from '../../../shared/roles';
import type { AccountOption, AppDataProvider } from '../../dataProvider';
import { useUserType } from '../useUserType';

const CHANNEL_ID = new RegExp(YOUTUBE_CHANNEL_ID_PATTERN);

/** Validators answer i18n keys. */
export const validateChannelId = (value: unknown) =>
  typeof value === 'string' && value !== '' && !CHANNEL_ID.test(value)
    ? 'app.validation.channel_id'
    : undefined;

const emptyToNull = (value: string) => (value === '' ? null : value);

/** Staff add channels for a creator; creators always add to their own account. */
function CreatorInput() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [creators, setCreators] = useState<AccountOption[]>();
  useEffect(() => {
    let active = true;
    dataProvider.accounts(3).then(
      (accounts) => active && setCreators(accounts),
      () => active && setCreators([]),
    );
    return () => {
      active = false;
    };
  }, [dataProvider]);
  return (
    <AutocompleteInput
      source="creator"
      choices={creators ?? []}
      isPending={creators === undefined}
      optionText={(creator: AccountOption) => `${creator.name} (${creator.email})`}
      validate={required()}
    />
  );
}

export function ChannelInputs({ create = false }: { create?: boolean }) {
  const type = useUserType();
  const staff = type !== undefined && CRUD_ADMINS.includes(type);
  return (
    <>
      {create && <TextInput source="channel_id" validate={[required(), validateChannelId]} />}
      {create && staff && <CreatorInput />}
      <TextInput source="channel_title" validate={[required(), maxLength(TITLE_MAX_LENGTH)]} />
      <TextInput
        source="channel_description"
        multiline
        minRows={2}
        validate={maxLength(DESCRIPTION_MAX_LENGTH)}
      />
      <DateInput source="channel_start_date" parse={emptyToNull} />
      <TextInput
        source="channel_icon_url"
        type="url"
        parse={emptyToNull}
        validate={maxLength(URL_MAX_LENGTH)}
      />
    </>
  );
}
