// docs/patmatch.md, "How a search is split": a search is split when another worker is idle and no search waits.
import { describe, expect, it } from 'vitest';
import { splitWhenOthersIdle } from './splitRule';

describe('the PatMatch split rule', () => {
  it('splits a search when another worker is idle and no search waits', () => {
    expect(splitWhenOthersIdle({ idleWorkers: 1, waiting: 0 })).toBe(true);
    expect(splitWhenOthersIdle({ idleWorkers: 3, waiting: 0 })).toBe(true);
  });

  it('runs a search whole while another search waits, however many workers are idle', () => {
    expect(splitWhenOthersIdle({ idleWorkers: 1, waiting: 1 })).toBe(false);
    expect(splitWhenOthersIdle({ idleWorkers: 3, waiting: 5 })).toBe(false);
  });

  it('runs a search whole when no other worker is idle', () => {
    expect(splitWhenOthersIdle({ idleWorkers: 0, waiting: 0 })).toBe(false);
  });
});
