import { describe, expect, it } from 'vitest';
import { isAllowedChannelIcon } from './channelIcons';

describe('isAllowedChannelIcon', () => {
  it("keeps https icons on YouTube's image hosts and image data URIs", () => {
    expect(isAllowedChannelIcon('https://yt3.ggpht.com/abc=s88-c-k')).toBe(true);
    expect(isAllowedChannelIcon('https://yt3.googleusercontent.com/x/y.jpg')).toBe(true);
    expect(isAllowedChannelIcon('https://i.ytimg.com/vi/abc/default.jpg')).toBe(true);
    expect(isAllowedChannelIcon('data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isAllowedChannelIcon('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=')).toBe(true);
  });

  it('refuses any other host, scheme, port, credentials or data type', () => {
    for (const url of [
      'https://attacker.example/track.png',
      'http://yt3.ggpht.com/abc',
      'https://yt3.ggpht.com.attacker.example/abc',
      'https://yt3.ggpht.com:8443/abc',
      'https://user:pw@yt3.ggpht.com/abc',
      'https://attacker.example/?u=https://i.ytimg.com/',
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/png,notbase64',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(isAllowedChannelIcon(url), url).toBe(false);
    }
  });
});
