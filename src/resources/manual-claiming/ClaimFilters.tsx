import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, SearchInput, SelectInput, useDataProvider, useGetList } from 'react-admin';
import { LISTED_CLAIM_STATUSES } from '../../../shared/claims';
import { MAX_PAGE_SIZE } from '../../../shared/constants';
import { useCan } from '../../authProvider/useCan';
import type { AccountOption, AppDataProvider } from '../../dataProvider';

type FilterProps = { source: string; alwaysOn?: boolean; label?: string };

/** The channels the caller sees, by YouTube's channel id (the claims' filter). */
function ChannelFilter({ source, label }: FilterProps) {
  const { data, isPending } = useGetList('channels', {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    sort: { field: 'channel_title', order: 'ASC' },
  });
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data ?? []}
      isPending={isPending}
      optionText="channel_title"
      optionValue="channel_id"
      sx={{ minWidth: 200 }}
    />
  );
}

/** Staff narrow by content owner (the others see only their own). */
function RightsHolderFilter({ source, label }: FilterProps) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['accounts', 4],
    queryFn: () => dataProvider.accounts(4),
  });
  return (
    <AutocompleteInput
      source={source}
      label={label}
      choices={data ?? []}
      isPending={isPending}
      optionText={(account: AccountOption) => account.company ?? account.name}
      sx={{ minWidth: 200 }}
    />
  );
}

/** Search, state, channel and, for staff, content owner: the filters of both claim lists. */
export function useClaimFilters(resource: string) {
  const staff = useCan('accounts', 'pick') === true;
  const choices = LISTED_CLAIM_STATUSES.map((status) => ({
    id: status,
    name: `resources.${resource}.status.${status}`,
  }));
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" choices={choices} alwaysOn />,
    <ChannelFilter key="channel" source="channel" label={`resources.${resource}.fields.channel`} />,
    ...(staff
      ? [
          <RightsHolderFilter
            key="rights_holder"
            source="rights_holder"
            label={`resources.${resource}.fields.rights_holder`}
          />,
        ]
      : []),
  ];
}
