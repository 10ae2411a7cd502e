import '../features/payments/texts';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Title, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PaymentsCard } from '../features/payments/PaymentsCard';

/** The query parameter holding the chosen rights holder, so a reload keeps the choice. */
export const RIGHTS_HOLDER_PARAM = 'rights_holder';
const SEARCH_DEBOUNCE_MS = 300;
const OPTIONS_PAGE_SIZE = 25;

const labelOf = (record: RaRecord) =>
  record.company ? `${record.name} (${record.company})` : String(record.name ?? record.id);

/** A rights holder picked from the 'right-holders' resource, searched on the server as one types. */
function RightsHolderPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data: found = [], isPending } = useGetList('right-holders', {
    pagination: { page: 1, perPage: OPTIONS_PAGE_SIZE },
    sort: { field: 'name', order: 'ASC' },
    filter: search ? { q: search } : {},
  });
  const { data: chosen } = useGetOne('right-holders', { id: value }, { enabled: value !== '' });
  const options = chosen && !found.some((record) => record.id === chosen.id) ? [chosen, ...found] : found;
  return (
    <Autocomplete
      sx={{ maxWidth: 480 }}
      options={options}
      value={value ? (options.find((record) => String(record.id) === value) ?? null) : null}
      loading={isPending}
      // The server filters; every option it answers is shown.
      filterOptions={(all) => all}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      noOptionsText={translate('app.payments.no_rights_holders')}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setTyped(text);
        if (reason === 'clear') setTyped('');
      }}
      onChange={(_event, record) => onChange(record ? String(record.id) : '')}
      renderOption={(props, record) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography>{record.name}</Typography>
              {record.company && (
                <Typography variant="body2" color="text.secondary">
                  {record.company}
                </Typography>
              )}
            </Box>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label={translate('app.payments.rights_holder')} />}
    />
  );
}

/** /payment-setting (spec 001 §2.4, staff only): a rights holder's Payments card, chosen here. */
export default function PaymentSetting() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const rightsHolderId = params.get(RIGHTS_HOLDER_PARAM) ?? '';
  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set(RIGHTS_HOLDER_PARAM, id);
        else next.delete(RIGHTS_HOLDER_PARAM);
        return next;
      },
      { replace: true },
    );
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title={translate('app.titles.Payment Setting')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('app.titles.Payment Setting')}
          </Typography>
          <RightsHolderPicker value={rightsHolderId} onChange={choose} />
        </CardContent>
      </Card>
      {rightsHolderId ? (
        <PaymentsCard key={rightsHolderId} rightsHolderId={rightsHolderId} />
      ) : (
        <Typography color="text.secondary">{translate('app.payments.choose_rights_holder')}</Typography>
      )}
    </Box>
  );
}
