import Avatar from '@mui/material/Avatar';
import { initials } from '../../shared/textFilters';

/** MUI's default avatar size. */
const DEFAULT_SIZE_PX = 40;
/** Two letters fill this much of the circle's width; longer initials share about twice as much. */
const LETTER_SCALE = 0.4;

interface NameAvatarProps {
  name: string | null | undefined;
  src?: string | null;
  size?: number;
}

/**
 * A person's picture, or their initials (spec 001 §5) while there is none or it fails to load. The
 * initials are hidden from screen readers: the name is always written beside the avatar.
 */
export function NameAvatar({ name, src, size = DEFAULT_SIZE_PX }: NameAvatarProps) {
  const letters = initials(name);
  // Long initials ('JCVD') shrink so they stay inside the circle.
  const fontSize = size * LETTER_SCALE * Math.min(1, 2 / Math.max(letters.length, 1));
  return (
    <Avatar
      src={src ?? undefined}
      alt={name ?? ''}
      // MUI's grey avatar gives its letters too little contrast (WCAG AA) in both themes; the brand's does.
      sx={{ width: size, height: size, fontSize, bgcolor: 'primary.main', color: 'primary.contrastText' }}
    >
      <span aria-hidden>{letters}</span>
    </Avatar>
  );
}
