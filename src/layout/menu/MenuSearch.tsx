import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { AUTOCOMPLETE_LIST_MAX_HEIGHT_PX, AUTOCOMPLETE_ROW_HEIGHT_PX } from '../../../shared/constants';
import { filterSearch, searchOptionsFor, type SearchOption } from '../../../shared/menuSearch';
import { session } from '../../api/session';
import { useUserType } from '../../resources/useUserType';

/** An external result (the FAQ) opens in a new tab that gets neither this window nor the referrer. */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/**
 * The top bar's 'Explore DRM...' box (spec 001 §2.8): the searchable pages the user's type may open,
 * matched on their shown (translated) name. Enter opens the first result, Escape clears and closes.
 * The results list is an autocomplete's: three rows of 40 px, then it scrolls (spec 001 §9).
 */
export function MenuSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const type = useUserType();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  // Read as the box opens: the sign-in, or this page load's refresh, has stored it by then.
  const faqUrl = open ? session.faqUrl() : undefined;
  const listId = useId();
  const placeholder = translate('app.search.placeholder');

  const options = useMemo(
    () =>
      type === undefined
        ? []
        : searchOptionsFor(type, faqUrl).map((option) => ({
            ...option,
            label: translate(`app.titles.${option.name}`, { _: option.name }),
          })),
    [type, translate, faqUrl],
  );
  const results = filterSearch(options, term);

  const close = () => {
    setTerm('');
    setOpen(false);
  };
  const go = ({ url, external }: SearchOption) => {
    close();
    if (external) window.open(url, NEW_TAB.target, 'noopener,noreferrer');
    else navigate(url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && results.length > 0) go(results[0]);
    if (event.key === 'Escape') close();
  };

  if (!open) {
    return (
      <IconButton color="inherit" aria-label={placeholder} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
    );
  }
  return (
    // On a phone the open box lies over the whole bar rather than pushing its buttons off screen.
    <Box
      sx={{
        position: { xs: 'absolute', md: 'relative' },
        left: { xs: 8, md: 'auto' },
        right: { xs: 8, md: 'auto' },
        zIndex: 1,
        mx: { md: 1 },
      }}
    >
      <Paper sx={{ display: 'flex', alignItems: 'center', px: 1, width: { md: 280 } }}>
        <SearchIcon fontSize="small" color="action" />
        <InputBase
          autoFocus
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          inputProps={{
            'aria-label': placeholder,
            role: 'combobox',
            'aria-expanded': term !== '',
            'aria-controls': listId,
            'aria-autocomplete': 'list',
          }}
          sx={{ ml: 1, flex: 1 }}
        />
        <IconButton size="small" aria-label={translate('ra.action.close')} onClick={close}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Paper>
      {term.trim() !== '' && (
        <Paper sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.5, zIndex: 'modal' }}>
          {results.length === 0 ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              {translate('app.search.no_results')}
            </Typography>
          ) : (
            <List
              dense
              role="listbox"
              id={listId}
              aria-label={placeholder}
              sx={{ maxHeight: AUTOCOMPLETE_LIST_MAX_HEIGHT_PX, overflowY: 'auto', py: 0 }}
            >
              {results.map((result) =>
                result.external ? (
                  // A link, so the browser's own new-tab handling (and middle click) applies.
                  <ListItemButton
                    key={`${result.name} ${result.url}`}
                    role="option"
                    component="a"
                    href={result.url}
                    {...NEW_TAB}
                    onClick={close}
                    sx={{ minHeight: AUTOCOMPLETE_ROW_HEIGHT_PX }}
                  >
                    {result.label}
                  </ListItemButton>
                ) : (
                  <ListItemButton
                    key={`${result.name} ${result.url}`}
                    role="option"
                    onClick={() => go(result)}
                    sx={{ minHeight: AUTOCOMPLETE_ROW_HEIGHT_PX }}
                  >
                    {result.label}
                  </ListItemButton>
                ),
              )}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}
