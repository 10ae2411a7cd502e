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
import { filterSearch, searchOptionsFor } from '../../../shared/menuSearch';
import { useUserType } from '../../resources/useUserType';

/**
 * The top bar's 'Explore DRM...' box (spec 001 §2.8): the searchable pages the user's type may open,
 * matched on their shown (translated) name. Enter opens the first result, Escape clears and closes.
 */
export function MenuSearch() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const type = useUserType();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const listId = useId();
  const placeholder = translate('app.search.placeholder');

  const options = useMemo(
    () =>
      type === undefined
        ? []
        : searchOptionsFor(type).map((option) => ({
            ...option,
            label: translate(`app.titles.${option.name}`, { _: option.name }),
          })),
    [type, translate],
  );
  const results = filterSearch(options, term);

  const close = () => {
    setTerm('');
    setOpen(false);
  };
  const go = (url: string) => {
    close();
    navigate(url);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && results.length > 0) go(results[0].url);
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
            <List dense role="listbox" id={listId} aria-label={placeholder}>
              {results.map((result) => (
                <ListItemButton
                  key={`${result.name} ${result.url}`}
                  role="option"
                  onClick={() => go(result.url)}
                >
                  {result.label}
                </ListItemButton>
              ))}
            </List>
          )}
        </Paper>
      )}
    </Box>
  );
}
