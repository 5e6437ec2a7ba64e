import { materialLoadDelayMs } from '@portal/contract';
import { expect, type Mock, vi } from 'vitest';

/**
 * A dialog that loads its record asks for it once the spec's 250 ms have passed, not as it opens (spec 001 §4):
 * `open` renders it with the clock held, `asked` is the stubbed detail answer. Time moves only as the test says,
 * so a slow first render cannot hide a request sent too early.
 */
export const expectAskedAfterLoadDelay = async (open: () => void, asked: Mock) => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  try {
    open();
    await vi.advanceTimersByTimeAsync(materialLoadDelayMs - 10);
    expect(asked).not.toHaveBeenCalled();
    // The wait is over: the dialog asks (the clock moves on while it is awaited).
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
  } finally {
    vi.useRealTimers();
  }
};
