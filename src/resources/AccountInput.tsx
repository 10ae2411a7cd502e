import { useQuery } from '@tanstack/react-query';
import { AutocompleteInput, required, useDataProvider } from 'react-admin';
import type { AccountOption, AppDataProvider } from '../dataProvider';

/** A required pick of an active creator (3) or rights holder (4), from POST /general/account. */
export function AccountInput({ source, type }: { source: string; type: 3 | 4 }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, isError } = useQuery({
    queryKey: ['accounts', type],
    queryFn: () => dataProvider.accounts(type),
  });
  return (
    <AutocompleteInput
      source={source}
      choices={data ?? []}
      isPending={isPending}
      optionText={(account: AccountOption) =>
        account.company
          ? `${account.name}, ${account.company} (${account.email})`
          : `${account.name} (${account.email})`
      }
      helperText={isError ? 'app.accounts_unavailable' : undefined}
      validate={required()}
    />
  );
}
