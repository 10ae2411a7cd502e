import { describe, expect, it } from 'vitest';
import { canMoveTakedown, TakedownStatus, youtubeVideoIdOf } from './takedowns';

describe('takedowns', () => {
  it('parses the forms of a YouTube video address and refuses the rest', () => {
    const id = 'dQw4w9WgXcQ';
    for (const url of [
      `https://www.youtube.com/watch?v=${id}&t=42`,
      `https://youtu.be/${id}?si=x`,
      `https://m.youtube.com/shorts/${id}`,
      `https://youtube.com/embed/${id}`,
      `http://www.youtube.com/live/${id}`,
    ]) {
      expect(youtubeVideoIdOf(url)).toBe(id);
    }
    for (const url of [
      id,
      'https://vimeo.com/123',
      'https://www.youtube.com/watch?v=short',
      'javascript:x',
    ]) {
      expect(youtubeVideoIdOf(url)).toBeUndefined();
    }
  });

  it('allows a restore only after a counter-notification', () => {
    expect(canMoveTakedown(TakedownStatus.COUNTER_NOTIFIED, TakedownStatus.RESTORED)).toBe(true);
    expect(canMoveTakedown(TakedownStatus.REMOVED, TakedownStatus.RESTORED)).toBe(false);
    expect(canMoveTakedown(TakedownStatus.DELETED, TakedownStatus.DRAFT)).toBe(false);
  });
});
