import { Link } from 'react-router-dom';
import type { MenuEntry } from '../../../shared/menu';

/** A menu entry's link: inside the app, or an external address in a new tab (spec 001 §2.6). */
export function menuLink(entry: MenuEntry) {
  return entry.external
    ? ({ component: 'a', href: entry.path, target: '_blank', rel: 'noopener noreferrer' } as const)
    : ({ component: Link, to: entry.path! } as const);
}
