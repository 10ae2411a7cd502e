import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { BarButton } from './BarOverflow';

/** The top bar's fullscreen toggle; its icon follows the document, however fullscreen was left. */
export function FullscreenToggle() {
  const translate = useTranslate();
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const follow = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = translate(fullscreen ? 'app.top_bar.exit_fullscreen' : 'app.top_bar.fullscreen');
  const toggle = () =>
    void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(
      () => undefined,
    );
  return (
    <BarButton
      label={label}
      icon={fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
      onOpen={toggle}
    />
  );
}
