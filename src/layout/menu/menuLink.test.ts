import { describe, expect, it } from 'vitest';
import { Link } from 'react-router-dom';
import { menuLink } from './menuLink';

describe('menuLink', () => {
  it('opens an external entry in a new tab, without giving it this window', () => {
    expect(
      menuLink({
        key: 'faq',
        title: 'FAQ',
        icon: 'item',
        access: { route: 'dashboard' },
        path: 'https://example.com/faq',
        external: true,
      }),
    ).toEqual({
      component: 'a',
      href: 'https://example.com/faq',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
  });

  it('routes an app entry inside the app', () => {
    expect(
      menuLink({
        key: 'channels',
        title: 'Channels',
        icon: 'item',
        access: { route: 'channels' },
        path: '/channels',
      }),
    ).toEqual({
      component: Link,
      to: '/channels',
    });
  });
});
