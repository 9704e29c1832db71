import { describe, expect, it } from 'vitest';
import { isShared, KeptAnswers, markShared } from './kept-answers';

describe('kept answers', () => {
  it('answers a key seen before', () => {
    const kept = new KeptAnswers<number>({ size: 3, maxKeyLength: 10 });
    kept.set('a', 1);
    expect(kept.get('a')).toBe(1);
    expect(kept.get('b')).toBeUndefined();
  });

  it('computes an answer once and hands out the same one after that', () => {
    const kept = new KeptAnswers<{ n: number }>({ size: 3, maxKeyLength: 10 });
    let computed = 0;
    const answer = () => kept.answer('a', () => ({ n: ++computed }));
    const first = answer();
    expect(answer()).toBe(first);
    expect(computed).toBe(1);
  });

  it('keeps a null or undefined answer too', () => {
    const kept = new KeptAnswers<number | null | undefined>({ size: 3, maxKeyLength: 10 });
    let computed = 0;
    const none = () => {
      computed++;
      return null;
    };
    const gone = () => {
      computed++;
      return undefined;
    };
    kept.answer('none', none);
    kept.answer('none', none);
    kept.answer('gone', gone);
    kept.answer('gone', gone);
    expect(computed).toBe(2);
  });

  it('never keeps a key longer than the limit', () => {
    const kept = new KeptAnswers<number>({ size: 3, maxKeyLength: 3 });
    kept.set('abcd', 1);
    expect(kept.get('abcd')).toBeUndefined();
    let computed = 0;
    expect([kept.answer('abcd', () => ++computed), kept.answer('abcd', () => ++computed)]).toEqual([1, 2]);
    expect(kept.answer('abc', () => ++computed)).toBe(3);
    expect(kept.answer('abc', () => ++computed)).toBe(3);
  });

  it('starts afresh when full, so it never holds more than its size', () => {
    const kept = new KeptAnswers<number>({ size: 2, maxKeyLength: 10 });
    kept.set('a', 1);
    kept.set('b', 2);
    kept.set('c', 3);
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, undefined, 3]);
    kept.answer('d', () => 4);
    kept.answer('e', () => 5);
    expect([kept.get('c'), kept.get('d'), kept.get('e')]).toEqual([undefined, undefined, 5]);
  });

  it('drops every answer when the state it depends on changes', () => {
    let state = 'one';
    const kept = new KeptAnswers<string>({ size: 10, maxKeyLength: 10, until: { current: () => state } });
    kept.answer('a', () => `a@${state}`);
    kept.set('b', `b@${state}`);
    expect([kept.answer('a', () => 'again'), kept.get('b')]).toEqual(['a@one', 'b@one']);
    state = 'two';
    expect(kept.get('b')).toBeUndefined();
    expect(kept.answer('a', () => `a@${state}`)).toBe('a@two');
  });

  it('keeps an answer under the state read before computing it, so a change meanwhile is not missed', () => {
    let state = 'one';
    const kept = new KeptAnswers<string>({ size: 10, maxKeyLength: 10, until: { current: () => state } });
    // The database changes while the answer is being read: it may be the old one, so it must go.
    kept.answer('a', () => {
      state = 'two';
      return 'read while changing';
    });
    expect(kept.answer('a', () => 'fresh')).toBe('fresh');
  });

  it('marks the objects it keeps as shared, and what is built from them on request', () => {
    const kept = new KeptAnswers<object>({ size: 3, maxKeyLength: 10 });
    const page = kept.answer('p', () => ({ rows: [] }));
    expect(isShared(page)).toBe(true);
    expect(isShared({ rows: [] })).toBe(false);
    expect(isShared(kept.answer('long key here', () => ({})))).toBe(false);
    expect(isShared(markShared({ data: page }))).toBe(true);
    expect([isShared(null), isShared(1)]).toEqual([false, false]);
  });
});
