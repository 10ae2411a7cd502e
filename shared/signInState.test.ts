import { describe, expect, it } from 'vitest';
import { isValidSignInState, parseSignInState, signInStateText } from './signInState';

const CHANNEL = 'UCabcdefghijklmnopqrstuv';
const RECORD = '0b5c8d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e';

describe('the sign-in state', () => {
  it("reads 'allow_{id}' and 'list_channel{id}' as re-authorising that channel", () => {
    expect(parseSignInState(`allow_${RECORD}`)).toEqual({ kind: 'allow', channel: RECORD });
    expect(parseSignInState(`list_channel${RECORD}`)).toEqual({ kind: 'list', channel: RECORD });
  });

  it('reads any other value as the channel id, with the creator id after the word channelid', () => {
    expect(parseSignInState(CHANNEL)).toEqual({ kind: 'connect', channelId: CHANNEL });
    expect(parseSignInState(`${CHANNEL},channelid,${RECORD}`)).toEqual({
      kind: 'connect',
      channelId: CHANNEL,
      creatorId: RECORD,
    });
    expect(parseSignInState('not-a-channel')).toEqual({ kind: 'connect', channelId: 'not-a-channel' });
  });

  it('reads no state as none', () => {
    expect(parseSignInState(null)).toEqual({ kind: 'none' });
    expect(parseSignInState('')).toEqual({ kind: 'none' });
  });

  it('writes what it reads', () => {
    for (const text of [
      `allow_${RECORD}`,
      `list_channel${RECORD}`,
      CHANNEL,
      `${CHANNEL},channelid,${RECORD}`,
    ]) {
      expect(signInStateText(parseSignInState(text))).toBe(text);
      expect(isValidSignInState(text)).toBe(true);
    }
    expect(signInStateText({ kind: 'none' })).toBeUndefined();
  });

  it('refuses states the app would not send', () => {
    for (const text of [
      'allow_1',
      'list_channelx',
      'UCshort',
      `${CHANNEL},channelid,nope`,
      `${CHANNEL},other,${RECORD}`,
    ]) {
      expect(isValidSignInState(text), text).toBe(false);
    }
  });
});
