import { type FileLinksAnswer, files } from '@portal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedLinkFixture } from '@/test/fixtures';
import { createFileLinkStore } from './file-urls';

const minute = 60_000;
/** Signs every id asked for until `expires` (seconds), with a thumbnail for ids starting with img and a PDF else. */
const answerUntil =
  (expires: number) =>
  (ids: string[]): Promise<FileLinksAnswer> =>
    Promise.resolve({
      expires,
      links: ids
        .filter((id) => !id.startsWith('theirs'))
        .map((id) => ({
          id,
          file: signedLinkFixture(files.getFile, id).replace('4102444800', String(expires)),
          thumbnail: id.startsWith('img') ? signedLinkFixture(files.getAbridgeImg, id) : null,
          pdf: id.startsWith('img') ? null : signedLinkFixture(files.getFilePdfStream, id),
        })),
    });

let clock = 0;
const now = () => clock;
/** Runs the store's timers up to `ms` from now and lets the signing answers arrive. */
const advance = async (ms: number) => {
  clock += ms;
  await vi.advanceTimersByTimeAsync(ms);
  // What the timers that ran scheduled for now (the signing of what a render asked for): the fake timers put a
  // timeout of 0 set while they run 1 ms later.
  await vi.advanceTimersByTimeAsync(1);
};

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1_000_000_000_000;
});
afterEach(() => vi.useRealTimers());

describe('createFileLinkStore', () => {
  it('signs everything asked for during one render in one call, then answers from the links it got', async () => {
    const sign = vi.fn(answerUntil(clock / 1000 + 10 * 60));
    const store = createFileLinkStore({ sign, now, baseUrl: 'https://api.example.com' });
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.get('img-1', 'thumbnail')).toBeUndefined();
    expect(store.get('img-1', 'file')).toBeUndefined();
    expect(store.get('doc-1', 'pdf')).toBeUndefined();
    expect(store.get('theirs-1', 'file')).toBeUndefined();
    await advance(0);
    expect(sign).toHaveBeenCalledTimes(1);
    expect(sign).toHaveBeenCalledWith(['img-1', 'doc-1', 'theirs-1']);
    expect(listener).toHaveBeenCalled();
    expect(store.get('img-1', 'thumbnail')).toBe(
      `https://api.example.com${signedLinkFixture(files.getAbridgeImg, 'img-1')}`,
    );
    expect(store.get('img-1', 'pdf')).toBeUndefined();
    expect(store.get('doc-1', 'pdf')).toBe(
      `https://api.example.com${signedLinkFixture(files.getFilePdfStream, 'doc-1')}`,
    );
    // A file the caller may not read has no link, and is not asked for again while the answer holds.
    expect(store.get('theirs-1', 'file')).toBeUndefined();
    await advance(0);
    expect(sign).toHaveBeenCalledTimes(1);
  });

  it('asks in chunks of at most FileLinks.maxIds', async () => {
    const sign = vi.fn(answerUntil(clock / 1000 + 600));
    const store = createFileLinkStore({ sign, now });
    for (let i = 0; i < 250; i++) store.get(`img-${i}`, 'thumbnail');
    await advance(0);
    expect(sign.mock.calls.map(([ids]) => ids.length)).toEqual([100, 100, 50]);
  });

  it('signs a shown link again a minute before it expires, keeping the old one until then', async () => {
    let expires = clock / 1000 + 5 * 60;
    const sign = vi.fn((ids: string[]) => answerUntil(expires)(ids));
    const store = createFileLinkStore({ sign, now });
    const listener = vi.fn(() => store.get('img-1', 'file'));
    store.subscribe(listener);
    store.get('img-1', 'file');
    await advance(0);
    const first = store.get('img-1', 'file');
    expect(first).toContain(`expires=${expires}`);
    expires += 5 * 60;
    // Three minutes on: still fresh, nothing asked.
    await advance(3 * minute);
    expect(sign).toHaveBeenCalledTimes(1);
    // Four minutes on: the listener renders again, sees it near its end and asks; the old link serves meanwhile.
    await advance(minute);
    expect(sign).toHaveBeenCalledTimes(2);
    expect(store.get('img-1', 'file')).toContain(`expires=${expires}`);
  });

  it('forgets every link with the session, and drops an answer that arrives for the old one', async () => {
    let answer: (a: FileLinksAnswer) => void = () => {};
    const sign = vi.fn(() => new Promise<FileLinksAnswer>((resolve) => (answer = resolve)));
    const store = createFileLinkStore({ sign, now });
    store.get('img-1', 'file');
    await advance(0);
    store.clear();
    await answerUntil(clock / 1000 + 600)(['img-1']).then(answer);
    await advance(0);
    // Nothing of the old session's answer is kept: the new session asks for its own.
    expect(store.get('img-1', 'file')).toBeUndefined();
    await advance(0);
    expect(sign).toHaveBeenCalledTimes(2);
  });

  it('after a failed signing, asks again only after a pause', async () => {
    const sign = vi.fn(() => Promise.reject(new Error('offline')));
    const store = createFileLinkStore({ sign, now, retryMs: 30_000 });
    store.subscribe(() => store.get('img-1', 'file'));
    store.get('img-1', 'file');
    await advance(0);
    expect(sign).toHaveBeenCalledTimes(1);
    store.get('img-1', 'file');
    await advance(10_000);
    expect(sign).toHaveBeenCalledTimes(1);
    await advance(20_000);
    expect(sign).toHaveBeenCalledTimes(2);
  });
});
