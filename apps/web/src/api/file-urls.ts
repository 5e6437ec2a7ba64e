import { downloadHref, type FileLink, FileLinks, type FileLinksAnswer, files } from '@portal/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { env } from '@/config/env';
import { sessionStore } from '@/session/session';
import { request } from './api-client';

/**
 * Addresses of stored files for an `<img src>`, a link or a frame, which cannot send the token header
 * (docs/decisions/0042-file-links-and-pdf-uploads.md). The stub signs them for the session, for a few minutes (`fileLinks`);
 * the login token never goes into a URL. Every file a render asks for is signed in one call with the others asked
 * for at the same time; a link is signed again a minute before it expires if it is still shown, and forgotten with
 * the session.
 */
export type FileLinkKind = 'file' | 'thumbnail' | 'pdf';

export interface FileLinkStore {
  /** The signed address of a file (undefined until it is signed, or when the caller may not read it). */
  get: (id: string, kind: FileLinkKind) => string | undefined;
  subscribe: (listener: () => void) => () => void;
  /** Moves whenever links arrive or are about to expire (what a render depends on). */
  version: () => number;
  /** Forgets every link (another session) and drops answers still under way. */
  clear: () => void;
}

export interface FileLinkStoreOptions {
  sign: (ids: string[]) => Promise<FileLinksAnswer>;
  /** Put in front of the stub's root-relative links (the API base). */
  baseUrl?: string;
  now?: () => number;
  /** A link is signed again when it has less than this left. */
  refreshMs?: number;
  /** After a failed signing, how long before the ids are asked for again. */
  retryMs?: number;
}

interface Entry {
  link: FileLink | null;
  /** Until when the entry holds (ms); after a failure, when the ids may be asked for again. */
  expires: number;
}

export const createFileLinkStore = ({
  sign,
  baseUrl = '',
  now = Date.now,
  refreshMs = 60_000,
  retryMs = 30_000,
}: FileLinkStoreOptions): FileLinkStore => {
  const entries = new Map<string, Entry>();
  const wanted = new Set<string>();
  const inFlight = new Set<string>();
  const listeners = new Set<() => void>();
  let version = 0;
  let generation = 0;
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshAt = Number.POSITIVE_INFINITY;

  const notify = () => {
    version++;
    for (const listener of listeners) listener();
  };

  /** When the entries near their expiry, the renders that still show them ask again. */
  const refreshBy = (expires: number) => {
    const at = expires - refreshMs;
    if (at >= refreshAt) return;
    refreshAt = at;
    clearTimeout(refreshTimer);
    refreshTimer = setTimeout(
      () => {
        refreshAt = Number.POSITIVE_INFINITY;
        notify();
      },
      Math.max(0, at - now()),
    );
  };

  const settle = (ids: string[], answer: FileLinksAnswer | null) => {
    const byId = new Map((answer?.links ?? []).map((l) => [l.id, l]));
    const expires = answer ? answer.expires * 1000 : now() + refreshMs + retryMs;
    for (const id of ids) entries.set(id, { link: byId.get(id) ?? null, expires });
    refreshBy(expires);
    notify();
  };

  const flush = () => {
    flushTimer = undefined;
    const ids = [...wanted];
    wanted.clear();
    const asked = generation;
    for (let i = 0; i < ids.length; i += FileLinks.maxIds) {
      const chunk = ids.slice(i, i + FileLinks.maxIds);
      for (const id of chunk) inFlight.add(id);
      sign(chunk)
        .then(
          (answer) => asked === generation && settle(chunk, answer),
          () => asked === generation && settle(chunk, null),
        )
        .finally(() => {
          if (asked === generation) for (const id of chunk) inFlight.delete(id);
        });
    }
  };

  const want = (id: string) => {
    if (inFlight.has(id) || wanted.has(id)) return;
    wanted.add(id);
    // Everything asked for while a page renders goes in one call.
    flushTimer ??= setTimeout(flush, 0);
  };

  return {
    get: (id, kind) => {
      const entry = entries.get(id);
      if (!entry || entry.expires - now() <= refreshMs) want(id);
      if (!entry?.link || entry.expires <= now()) return undefined;
      const path = kind === 'file' ? entry.link.file : entry.link[kind];
      return path ? downloadHref(path, baseUrl) : undefined;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    version: () => version,
    clear: () => {
      generation++;
      entries.clear();
      wanted.clear();
      inFlight.clear();
      clearTimeout(flushTimer);
      clearTimeout(refreshTimer);
      flushTimer = undefined;
      refreshAt = Number.POSITIVE_INFINITY;
      notify();
    },
  };
};

/** The app's one store, emptied whenever the session changes hands (like the query cache). */
export const fileLinks = createFileLinkStore({
  sign: (ids) => request(files.fileLinks, { body: { ids } }, { silent: true }),
  baseUrl: env.apiBaseUrl,
});
sessionStore.onOwnerChange(() => fileLinks.clear());

export interface FileUrls {
  /** getAbridgeImg/{id}: the thumbnail (JPEG within 300×300) of an image. */
  thumbnail: (id: string) => string | undefined;
  /** getFile/{id}: the file itself (images and PDF inline). */
  full: (id: string) => string | undefined;
  /** getFilePdfStream/{id}: a PDF for the browser's viewer. */
  pdf: (id: string) => string | undefined;
}

/** Signed file addresses; the component renders again when they arrive or are renewed. */
export const useFileUrls = (store: FileLinkStore = fileLinks): FileUrls => {
  const version = useSyncExternalStore(store.subscribe, store.version);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version is what makes new addresses
  return useMemo(
    () => ({
      thumbnail: (id) => store.get(id, 'thumbnail'),
      full: (id) => store.get(id, 'file'),
      pdf: (id) => store.get(id, 'pdf'),
    }),
    [store, version],
  );
};
