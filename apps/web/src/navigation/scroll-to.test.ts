import { describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, scrollTo, scrollToTop } from './scroll-to';

/** A fake clock whose frames advance 16 ms each. */
const fakeFrames = () => {
  let time = 0;
  const positions: number[] = [];
  return {
    positions,
    options: {
      now: () => time,
      frame: (callback: () => void) => {
        time += 16;
        queueMicrotask(callback);
      },
      move: (p: number) => positions.push(p),
    },
  };
};

describe('scrollTo', () => {
  it('eases from start to end', () => {
    expect(easeInOutQuad(0, 500, -500, 800)).toBe(500);
    expect(easeInOutQuad(400, 500, -500, 800)).toBe(250);
    expect(easeInOutQuad(800, 500, -500, 800)).toBe(0);
  });

  it('scrolls to the top over 800 ms and ends exactly there', async () => {
    const { positions, options } = fakeFrames();
    await scrollToTop({ ...options, getPosition: () => 1200 });
    expect(positions.at(-1)).toBe(0);
    // 800 ms at 16 ms a frame.
    expect(positions).toHaveLength(50);
    expect(positions.every((p, i) => i === 0 || p <= (positions[i - 1] ?? Number.POSITIVE_INFINITY))).toBe(true);
  });

  it('honours another duration and does nothing to animate when already there', async () => {
    const { positions, options } = fakeFrames();
    await scrollTo(300, { ...options, duration: 160, getPosition: () => 0 });
    expect(positions).toHaveLength(10);
    const move = vi.fn();
    await scrollTo(0, { ...options, move, getPosition: () => 0 });
    expect(move).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('moves the document by default', async () => {
    document.documentElement.scrollTop = 0;
    await scrollTo(0, { frame: (cb) => cb() });
    expect(document.documentElement.scrollTop).toBe(0);
  });
});
