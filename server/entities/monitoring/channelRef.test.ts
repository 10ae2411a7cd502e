import { describe, expect, it } from 'vitest';
import { parseChannelRef } from './channelRef';

const ID = 'UCabcdefghijklmnopqrstuv';

describe('a channel named by a person', () => {
  it('takes ids, handles and YouTube addresses', () => {
    expect(parseChannelRef(ID)).toEqual({ id: ID });
    expect(parseChannelRef(' @Fjord.Echoes ')).toEqual({ handle: '@Fjord.Echoes' });
    expect(parseChannelRef('fjordechoes')).toEqual({ handle: '@fjordechoes' });
    expect(parseChannelRef(`https://www.youtube.com/channel/${ID}`)).toEqual({ id: ID });
    expect(parseChannelRef(`youtube.com/channel/${ID}/videos`)).toEqual({ id: ID });
    expect(parseChannelRef('https://m.youtube.com/@fjordechoes/shorts?x=1')).toEqual({
      handle: '@fjordechoes',
    });
  });

  it('refuses anything else, so no address is ever fetched', () => {
    for (const bad of [
      '',
      'ab',
      'https://evil.example/@fjordechoes',
      'https://youtube.com.evil.example/@fjord',
      'http://127.0.0.1/channel/' + ID,
      'https://user:pw@www.youtube.com/@fjord',
      'https://www.youtube.com:8443/@fjord',
      'javascript:alert(1)',
      'file:///etc/passwd',
      'https://www.youtube.com/c/Legacy',
      'https://www.youtube.com/watch?v=abc',
      '@bad handle',
    ]) {
      expect(parseChannelRef(bad), bad).toBeUndefined();
    }
  });
});
