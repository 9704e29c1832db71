import { describe, expect, it } from 'vitest';
import { KeptAnswers } from './kept-answers';

describe('kept answers', () => {
  it('answers a key seen before', () => {
    const kept = new KeptAnswers<number>({ size: 3, maxKeyLength: 10 });
    kept.set('a', 1);
    expect(kept.get('a')).toBe(1);
    expect(kept.get('b')).toBeUndefined();
  });

  it('never keeps a key longer than the limit', () => {
    const kept = new KeptAnswers<number>({ size: 3, maxKeyLength: 3 });
    kept.set('abcd', 1);
    expect(kept.get('abcd')).toBeUndefined();
  });

  it('starts afresh when full, so it never holds more than its size', () => {
    const kept = new KeptAnswers<number>({ size: 2, maxKeyLength: 10 });
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, undefined, 3]);
  });
});
