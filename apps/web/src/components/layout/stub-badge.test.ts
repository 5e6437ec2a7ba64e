import { describe, expect, it } from 'vitest';
import { stubBadgeText } from './stub-badge';

const realClock = { set: false, now: '2026-11-22T08:00:00.000Z', frozen: false };

describe('stub badge', () => {
  it('says nothing when no fault or clock is in force, or the stub has no control surface', () => {
    expect(stubBadgeText(null)).toBeNull();
    expect(stubBadgeText({ clock: realClock, faults: [] })).toBeNull();
  });

  it('names the faults and the clock', () => {
    expect(stubBadgeText({ clock: realClock, faults: [{ id: 1, match: '*', kind: 'drop' }] })).toBe('Stub: 1 fault');
    expect(
      stubBadgeText({
        clock: { set: true, now: '2027-03-01T01:00:00.000Z', frozen: true },
        faults: [
          { id: 1, match: '*', kind: 'drop' },
          { id: 2, match: 'account.currentUser', kind: 'latency' },
        ],
      }),
    ).toBe('Stub: 2 faults · clock 2027-03-01 01:00 UTC (frozen)');
  });
});
