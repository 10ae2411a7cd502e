import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import {
  customRangeLabel,
  DATE_RANGE_PRESETS,
  isDateRange,
  isDateRangePreset,
  matchingPreset,
  presetRange,
  today as todayUtc,
  type DateRange,
  type Day,
} from '../../shared/dateRange';
import './reportTexts';

const CUSTOM = 'custom';

/**
 * The reports' date range (spec 000 §9): the presets by their labels, or two days of one's own;
 * a range that is no preset reads 'MMM DD,YYYY - MMM DD,YYYY'. Days are UTC ('YYYY-MM-DD'), both
 * ends included; `today` is fixed by tests, today in UTC otherwise.
 */
export function DateRangeInput({
  value,
  onChange,
  today,
  label,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  today?: Day;
  label?: string;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const day = today ?? todayUtc();
  const preset = matchingPreset(value, day);
  const [custom, setCustom] = useState(!preset);
  const [draft, setDraft] = useState(value);
  const id = useId();
  // A new range from the parent replaces the draft (React's way of adjusting state to a prop).
  const [shown, setShown] = useState(value);
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }
  const invalid = custom && !isDateRange(draft);

  const choose = (choice: string) => {
    if (isDateRangePreset(choice)) {
      setCustom(false);
      onChange(presetRange(choice, day));
    } else setCustom(true);
  };
  const edit = (end: keyof DateRange, text: string) => {
    const next = { ...draft, [end]: text };
    setDraft(next);
    if (isDateRange(next)) onChange(next);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', maxWidth: '100%' }}>
      <TextField
        select
        id={`${id}-range`}
        size="small"
        label={label ?? translate('app.reports.date_range')}
        value={custom || !preset ? CUSTOM : preset}
        onChange={(event) => choose(event.target.value)}
        sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
        slotProps={{
          select: {
            // The range's label whatever was picked: a custom range equal to a preset reads as it.
            renderValue: () =>
              preset
                ? translate(`app.reports.presets.${preset}`)
                : isDateRange(value)
                  ? customRangeLabel(value, locale)
                  : translate('app.reports.custom'),
          },
        }}
      >
        {DATE_RANGE_PRESETS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`app.reports.presets.${choice}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{translate('app.reports.custom')}</MenuItem>
      </TextField>
      {custom && (
        <>
          {(['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              id={`${id}-${end}`}
              type="date"
              size="small"
              label={translate(`app.reports.${end}`)}
              value={draft[end]}
              onChange={(event) => edit(end, event.target.value)}
              error={invalid}
              sx={{ flex: { xs: '1 1 140px', sm: '0 1 170px' } }}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { max: end === 'from' ? draft.to : undefined },
              }}
            />
          ))}
          {invalid && (
            <Box role="alert" sx={{ flexBasis: '100%', color: 'error.main', typography: 'caption' }}>
              {translate('app.reports.invalid_range')}
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
