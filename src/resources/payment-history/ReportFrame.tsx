import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { presetRange, type DateRange } from '../../../shared/dateRange';
import { DateRangeInput } from '../DateRangeInput';

/** Every payment report opens on the last 12 months (spec 000 §9 labels). */
export const defaultRange = (): DateRange => presetRange('last_12_month');

/** A report's heading with its date range (and any other controls), its body under. */
export function ReportFrame({
  title,
  range,
  onRange,
  actions,
  children,
}: {
  title: string;
  range: DateRange;
  onRange: (range: DateRange) => void;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box sx={{ mt: 2, maxWidth: '100%' }}>
      <Title title={title} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        alignItems={{ md: 'center' }}
        justifyContent="space-between"
        sx={{ mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          {actions}
          <DateRangeInput value={range} onChange={onRange} />
        </Stack>
      </Stack>
      {children}
    </Box>
  );
}
