import CloseIcon from '@mui/icons-material/Close';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { DURATION_FACETS } from '../../../shared/constants';
import { LIBRARY_FACET_NAMES } from '../../../shared/libraryFacets';
import type { FacetName, FacetValue } from '../../dataProvider/calls/libraryItems';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { TextButton } from '../TextButton';

/** A duration bucket as the list's range filters. */
function durationRange(id: string): { duration_min?: number; duration_max?: number } {
  const index = DURATION_FACETS.findIndex((range) => range.id === id);
  const below = DURATION_FACETS[index]?.below;
  const above = index > 0 ? DURATION_FACETS[index - 1]!.below : undefined;
  return { duration_min: above, duration_max: below };
}

/** From this width the filters sit beside the list; below it the Filters button opens them. */
const useSidePanel = () => useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));

/** The filters as the list's side panel, where there is room for one. */
export function LibraryFacets({ fixed }: { fixed?: Record<string, unknown> }) {
  if (!useSidePanel()) return null;
  return (
    <Card sx={{ order: -1, mr: 2, mt: 2, width: 240, flexShrink: 0 }}>
      <CardContent>
        <FacetFilters fixed={fixed} />
      </CardContent>
    </Card>
  );
}

/**
 * Where the side panel is not shown, a Filters button opening the same filters as a drawer, so they
 * are reachable at every width (issue 32).
 */
export function FacetsButton({ fixed }: { fixed?: Record<string, unknown> }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (useSidePanel()) return null;
  return (
    <>
      <TextButton
        label="resources.libraries.facets.open"
        icon={<FilterListIcon />}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      />
      <Drawer
        anchor="left"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { sx: { width: 280, maxWidth: '85vw', p: 2 } } }}
      >
        <IconButton
          aria-label={translate('ra.action.close')}
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
        <FacetFilters fixed={fixed} />
      </Drawer>
    </>
  );
}

/**
 * The library's filters, each value with how many items it holds under the search and the other
 * filters (POST /content/library/facets); a click narrows the list, a second click widens it.
 */
function FacetFilters({ fixed }: { fixed?: Record<string, unknown> }) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const dataProvider = useAppDataProvider();
  const { filterValues, setFilters } = useListContext();
  const { q, ...filter } = filterValues as Record<string, unknown>;
  const query = {
    search: typeof q === 'string' && q.trim() ? q.trim() : undefined,
    filter: { ...filter, ...fixed },
  };
  const { data } = useQuery({
    queryKey: ['libraries', 'facets', query],
    queryFn: () => dataProvider.libraryFacets(query),
    placeholderData: (previous) => previous,
  });
  const languageName = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' });
  const number = new Intl.NumberFormat(locale);
  const estimated = data?.estimated ?? [];
  // An estimate (from the server's sample) says so: "about 12,000".
  const countOf = (facet: FacetName, value: FacetValue) =>
    estimated.includes(facet)
      ? translate('resources.libraries.facets.about', { count: number.format(value.count) })
      : number.format(value.count);
  const labelOf = (facet: FacetName, value: FacetValue) =>
    facet === 'kind'
      ? translate(`resources.assets.kinds.${value.value}`)
      : facet === 'duration'
        ? translate(`resources.libraries.durations.${value.value}`)
        : facet === 'language'
          ? (languageName.of(value.value) ?? value.value)
          : value.label;
  const selected = (facet: FacetName, value: string) =>
    facet === 'duration'
      ? filterValues.duration_min === durationRange(value).duration_min &&
        filterValues.duration_max === durationRange(value).duration_max
      : filterValues[facet] === value;
  const toggle = (facet: FacetName, value: string) => {
    const next: Record<string, unknown> = { ...filterValues };
    if (facet === 'duration') {
      const on = selected(facet, value);
      delete next.duration_min;
      delete next.duration_max;
      if (!on) Object.assign(next, durationRange(value));
    } else if (next[facet] === value) delete next[facet];
    else next[facet] = value;
    setFilters(JSON.parse(JSON.stringify(next)) as Record<string, unknown>, undefined);
  };
  const filtered = Object.keys(filter).length > 0;
  return (
    <>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('resources.libraries.facets.title')}
      </Typography>
      {filtered && (
        <TextButton
          label="resources.libraries.facets.clear"
          onClick={() => setFilters(q ? { q } : {}, undefined)}
        />
      )}
      {estimated.length > 0 && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {translate('resources.libraries.facets.estimated')}
        </Typography>
      )}
      {LIBRARY_FACET_NAMES.map((facet) => {
        const values = data?.[facet] ?? [];
        if (values.length === 0) return null;
        const titleId = `facet-${facet}`;
        return (
          <Box key={facet} sx={{ mt: 1.5 }}>
            <Typography id={titleId} variant="overline" color="text.secondary">
              {translate(`resources.libraries.facets.${facet}`)}
            </Typography>
            <List dense disablePadding aria-labelledby={titleId}>
              {/* Each value its own list item (a list holds only <li>), the button inside it. */}
              {values.map((value) => (
                <ListItem key={value.value} disablePadding>
                  <ListItemButton
                    selected={selected(facet, value.value)}
                    aria-pressed={selected(facet, value.value)}
                    onClick={() => toggle(facet, value.value)}
                    sx={{ borderRadius: 1 }}
                  >
                    <ListItemText primary={labelOf(facet, value)} />
                    <Typography variant="body2" color="text.secondary" sx={{ ml: 1, whiteSpace: 'nowrap' }}>
                      {countOf(facet, value)}
                    </Typography>
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </>
  );
}
