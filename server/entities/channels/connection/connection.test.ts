import { describe, expect, it } from 'vitest';
import { youtubeColumns } from './connection';

const channel = { id: 'UCx', title: 'T', description: 'D', date: '2020-01-01' };

describe('youtubeColumns', () => {
  it("keeps an icon from YouTube's image hosts and drops one from anywhere else", () => {
    const youtube = 'https://yt3.ggpht.com/abc=s800-c-k';
    expect(youtubeColumns({ ...channel, icon: youtube }).channelIconUrl).toBe(youtube);
    expect(youtubeColumns({ ...channel, icon: 'https://attacker.example/a.png' }).channelIconUrl).toBeNull();
    expect(youtubeColumns({ ...channel, icon: null }).channelIconUrl).toBeNull();
  });
});
