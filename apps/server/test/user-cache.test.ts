import { describe, expect, it } from 'vitest';
import { UserCache } from '../src/platform/cache/userCache.js';

describe('UserCache', () => {
  it('drops every entry of one user and only theirs', () => {
    const c = new UserCache<{ v: number }>({ max: 10, ttlMs: 60_000 });
    c.set('a1', 1, { v: 1 });
    c.set('a2', 1, { v: 2 });
    c.set('b1', 2, { v: 3 });
    c.evictUser(1);
    expect(c.get('a1')).toBeUndefined();
    expect(c.get('a2')).toBeUndefined();
    expect(c.get('b1')).toEqual({ v: 3 });
  });

  it('keeps a replaced key evictable for its user', () => {
    const c = new UserCache<{ v: number }>({ max: 10, ttlMs: 60_000 });
    c.set('k', 1, { v: 1 });
    c.set('k', 1, { v: 2 });
    expect(c.get('k')).toEqual({ v: 2 });
    c.evictUser(1);
    expect(c.get('k')).toBeUndefined();
  });

  it('forgets the least recently used beyond its budget, and its index with it', () => {
    const c = new UserCache<{ rows: number[] }>({ max: 100, ttlMs: 60_000, maxSize: 5, size: (v) => v.rows.length });
    c.set('x', 1, { rows: [1, 2, 3] });
    c.set('y', 2, { rows: [1, 2, 3] });
    expect(c.get('x')).toBeUndefined();
    expect(c.get('y')).toBeDefined();
    c.set('x', 1, { rows: [1] });
    expect(c.size).toBe(2);
    c.evictUser(2);
    expect(c.size).toBe(1);
  });
});
