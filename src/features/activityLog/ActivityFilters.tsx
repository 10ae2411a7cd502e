import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ACTIVITY_PEOPLE_SEARCH_MAX } from '../../../shared/activityLog';
import type { DateRange } from '../../../shared/dateRange';
import type { ActivityPerson } from '../../dataProvider/calls/activityLog';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { useDebounced } from '../../hooks/useDebounced';

/** How long typing a name pauses before the people are asked for. */
const PEOPLE_SEARCH_DEBOUNCE_MS = 300;

const filterSx = { minWidth: 150, flex: '1 1 150px' } as const;

/** One filter's select: "All" or one of `options`. */
export function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={filterSx}
    >
      <MenuItem value="">{translate('app.activity_log.any')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * The person filter: a name typed is searched on the server among the people with entries the caller
 * sees in the range (POST /activity/log/report/people), so a year of a busy office's people is never
 * loaded whole. Cleared, it reports every person.
 */
export function PersonFilter({
  range,
  value,
  onChange,
}: {
  range: DateRange;
  value: ActivityPerson | null;
  onChange: (person: ActivityPerson | null) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const q = useDebounced(typed.trim(), PEOPLE_SEARCH_DEBOUNCE_MS);
  const people = useQuery({
    queryKey: ['activity-log', 'people', range, q],
    queryFn: () => dataProvider.activityPeople(range, q),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete
      size="small"
      sx={filterSx}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_, person) => onChange(person)}
      onInputChange={(_, text, reason) => setTyped(reason === 'input' ? text : '')}
      options={people.data ?? []}
      // The server matched the name already.
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      getOptionLabel={(person) => person.name ?? person.id}
      renderOption={(props, person) => (
        <li {...props} key={person.id}>
          {person.name ?? person.id}
        </li>
      )}
      loading={people.isFetching}
      loadingText={translate('ra.page.loading')}
      noOptionsText={translate('app.search.no_results')}
      openText={translate('app.activity_log.person')}
      clearText={translate('ra.action.clear_input_value')}
      closeText={translate('ra.action.close')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.activity_log.person')}
          placeholder={translate('app.activity_log.any')}
          slotProps={{ htmlInput: { ...params.inputProps, maxLength: ACTIVITY_PEOPLE_SEARCH_MAX } }}
        />
      )}
    />
  );
}

/** The record type filter: the types of the entries the caller sees (POST /activity/log/report/entities). */
export function EntityFilter({
  range,
  value,
  onChange,
}: {
  range: DateRange;
  value: string | undefined;
  onChange: (entity: string | undefined) => void;
}) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const entities = useQuery({
    queryKey: ['activity-log', 'entities', range],
    queryFn: () => dataProvider.activityEntities(range),
  });
  const options = (entities.data ?? []).map((entity) => ({ value: entity, label: entity }));
  // A chosen type stays offered while the range's types load or no longer hold it.
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: value });
  return (
    <FilterSelect
      label={translate('app.activity_log.entity')}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}
