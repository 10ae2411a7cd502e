import { useEffect, useState } from 'react';
import { LAYOUT_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '../../shared/constants';

const isSmall = () => window.innerWidth < LAYOUT_BREAKPOINT_PX;

/** Below 1200 px (spec 001 §4, Layout), re-read 500 ms after the last resize. */
export function useSmallScreen(): boolean {
  const [small, setSmall] = useState(isSmall);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSmall(isSmall()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return small;
}
