import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ChannelIcon } from './ChannelIcon';

const renderIcon = (record: { channel_title: string; channel_icon_url: string | null }) =>
  render(
    <RecordContextProvider value={{ id: 'c1', ...record }}>
      <ChannelIcon />
    </RecordContextProvider>,
  );

describe('ChannelIcon', () => {
  it("draws an icon from YouTube's image hosts", () => {
    const { container } = renderIcon({
      channel_title: 'Chloe Creates',
      channel_icon_url: 'https://yt3.ggpht.com/icon.jpg',
    });
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://yt3.ggpht.com/icon.jpg');
  });

  it("shows the title's first letter without an icon, or with one from another host", () => {
    for (const url of [null, 'https://example.com/icon.jpg']) {
      const { container, unmount } = renderIcon({ channel_title: 'chloe Creates', channel_icon_url: url });
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('C')).toBeInTheDocument();
      unmount();
    }
  });
});
