import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { rowReason, type RevenueImport } from '../../dataProvider/calls/revenueImports';
import { ShortNumber } from '../ShortNumberField';

const T = 'resources.revenue-imports';

/** A small table that scrolls sideways on a phone rather than pushing the page wider. */
function Rows({ heads, rows }: { heads: string[]; rows: { key: string | number; cells: ReactNode[] }[] }) {
  const translate = useTranslate();
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {heads.map((head) => (
              <TableCell key={head}>{translate(`${T}.fields.${head}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, index) => (
                <TableCell key={heads[index]}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The checked rows the import shows before it is imported (the first ones). */
export function PreviewRows({ record }: { record: RevenueImport }) {
  const translate = useTranslate();
  return (
    <section aria-label={translate(`${T}.show.preview`)}>
      <Typography variant="subtitle1">{translate(`${T}.show.preview`)}</Typography>
      <Rows
        heads={['line', 'video_id', 'day', 'views', 'amount_micros']}
        rows={record.preview.map((row) => ({
          key: row.line,
          cells: [
            row.line,
            row.video_id,
            row.day ?? record.period,
            <ShortNumber key="views" value={row.views} />,
            <ShortNumber key="amount" value={row.amount_micros} currency={record.currency} />,
          ],
        }))}
      />
    </section>
  );
}

/** The bad rows with their line, column and reason (the first ones kept; the count covers them all). */
export function BadRows({ record }: { record: RevenueImport }) {
  const translate = useTranslate();
  return (
    <section aria-label={translate(`${T}.show.bad_rows`)}>
      <Typography variant="subtitle1">{translate(`${T}.show.bad_rows`)}</Typography>
      {record.errors.length === 0 ? (
        <Typography variant="body2">{translate(`${T}.show.no_bad_rows`)}</Typography>
      ) : (
        <>
          {record.error_count > record.errors.length && (
            <Typography variant="caption">
              {translate(`${T}.show.more_bad_rows`, {
                shown: record.errors.length,
                count: record.error_count,
              })}
            </Typography>
          )}
          <Rows
            heads={['line', 'field', 'reason']}
            rows={record.errors.map((error) => ({
              key: `${error.line}.${error.field}`,
              cells: [error.line, error.field, rowReason(error)],
            }))}
          />
        </>
      )}
    </section>
  );
}
