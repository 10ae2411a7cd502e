import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The star on an item: the person's own favourites (the Favourites tab). */
export function FavouriteButton({ id, favourite, title }: { id: string; favourite: boolean; title: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const [on, setOn] = useState(favourite);
  const label = translate(`resources.libraries.action.${on ? 'unfavourite' : 'favourite'}`);
  return (
    <IconButton
      aria-label={`${label}: ${title}`}
      aria-pressed={on}
      title={label}
      onClick={(event) => {
        event.stopPropagation();
        setOn(!on);
        dataProvider.favouriteItem(id, !on).catch((error: Error) => {
          setOn(on);
          notify(error.message, { type: 'error' });
        });
      }}
      sx={{ color: on ? 'warning.main' : undefined }}
    >
      {on ? <StarIcon /> : <StarBorderIcon />}
    </IconButton>
  );
}
