import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES, type Locale } from '../../i18n';
import { BarEntry, useBarOverflow } from './BarOverflow';
import { Flag } from './Flag';

/** The top bar's language choice, each language with its flag (spec 001 §2.8). */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const overflow = useBarOverflow();
  const current = LOCALES.find((language) => language.locale === locale) ?? LOCALES[0];
  const choose = (chosen: Locale) => {
    setLocale(chosen);
    setAnchor(null);
  };
  const label = `${translate('app.top_bar.language')}: ${current.name}`;
  return (
    <>
      {overflow ? (
        <BarEntry
          label={label}
          icon={<Flag locale={current.locale} />}
          onClick={() => setAnchor(overflow.leave())}
        />
      ) : (
        <Button
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          startIcon={<Flag locale={current.locale} />}
          endIcon={<ExpandMoreIcon fontSize="small" />}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {current.locale.toUpperCase()}
        </Button>
      )}
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === current.locale}
            lang={language.locale}
            onClick={() => choose(language.locale)}
          >
            <ListItemIcon>
              <Flag locale={language.locale} />
            </ListItemIcon>
            <ListItemText>{language.name}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
