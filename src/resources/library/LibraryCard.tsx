import GraphicEqIcon from '@mui/icons-material/GraphicEq';
import ThumbUpOutlinedIcon from '@mui/icons-material/ThumbUpOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useListContext, useTranslate } from 'react-admin';
import { showPath } from '../showPath';
import { FavouriteButton } from './FavouriteButton';
import { formatDuration } from './format';
import type { LibraryItem } from './types';

/** One item of the grid: its poster (or a sound mark for audio), title, kind, length, owner and likes. */
export function LibraryCard({ item }: { item: LibraryItem }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { selectedIds, onToggleItem } = useListContext();
  const selected = selectedIds.includes(item.id);
  return (
    <Card
      sx={{ position: 'relative', height: '100%', outline: selected ? 2 : 0, outlineColor: 'primary.main' }}
    >
      {/* ButtonBase rather than CardActionArea: the dashboard's chunk keeps that one to itself. */}
      <ButtonBase
        onClick={() => navigate(showPath('libraries', item.id))}
        sx={{ display: 'block', width: '100%', height: '100%', textAlign: 'left' }}
      >
        <Box
          sx={{
            aspectRatio: '16 / 9',
            bgcolor: 'action.hover',
            display: 'grid',
            placeItems: 'center',
            backgroundImage: item.poster_url ? `url(${item.poster_url})` : undefined,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        >
          {!item.poster_url && <GraphicEqIcon sx={{ fontSize: 48, color: 'primary.main' }} aria-hidden />}
        </Box>
        <Box sx={{ p: 1.5 }}>
          <Typography variant="subtitle2" component="h3" noWrap title={item.title}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {[translate(`resources.assets.kinds.${item.kind}`), formatDuration(item.duration)]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
            <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>
              {item.rights_holder_name}
            </Typography>
            <ThumbUpOutlinedIcon fontSize="inherit" aria-hidden />
            <Typography
              variant="body2"
              aria-label={translate('resources.libraries.likes', { smart_count: item.likes })}
            >
              {item.likes}
            </Typography>
          </Stack>
        </Box>
      </ButtonBase>
      <Checkbox
        checked={selected}
        onChange={() => onToggleItem(item.id)}
        slotProps={{
          input: { 'aria-label': `${translate('ra.action.select_row')}: ${item.title}` } as object,
        }}
        sx={{ position: 'absolute', top: 4, left: 4, bgcolor: 'background.paper', borderRadius: 1, p: 0.5 }}
      />
      <Box sx={{ position: 'absolute', top: 4, right: 4, bgcolor: 'background.paper', borderRadius: '50%' }}>
        <FavouriteButton id={item.id} favourite={Boolean(item.favourite)} title={item.title} />
      </Box>
    </Card>
  );
}
