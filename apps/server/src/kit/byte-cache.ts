import { createHash } from 'node:crypto';

/** sha256 of a text, hex: a fixed-size cache key whatever the size of the input it stands for. */
export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

interface Entry {
  value: string;
  until: number;
  bytes: number;
}

/**
 * Serialized answers kept in memory, bounded in bytes (not entries): least recently used first out when a new
 * answer does not fit, expired entries dropped when met and by a sweep once per `ttlMs`. Keys should be hashes
 * (`sha256`), so a key never costs more than 64 characters whatever the request (docs/decisions/0003-hot-read-caches.md).
 */
export class ByteCache {
  private readonly entries = new Map<string, Entry>();
  private used = 0;
  private nextSweep: number;

  constructor(
    /** Bound of the UTF-16 size of keys and values plus a fixed overhead per entry. */
    readonly maxBytes: number,
    readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.nextSweep = now() + ttlMs;
  }

  /** Bytes an entry is counted for: JS strings are UTF-16, plus the map entry and object. */
  static cost(key: string, value: string): number {
    return (key.length + value.length) * 2 + 128;
  }

  get bytes(): number {
    return this.used;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.delete(key, entry);
      return undefined;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: string): void {
    const now = this.now();
    if (now >= this.nextSweep) this.sweep(now);
    const bytes = ByteCache.cost(key, value);
    // One answer may take at most a sixteenth of the cache; a larger one is simply not kept.
    if (bytes > this.maxBytes / 16) return;
    const old = this.entries.get(key);
    if (old) this.delete(key, old);
    for (const [k, e] of this.entries) {
      if (this.used + bytes <= this.maxBytes) break;
      this.delete(k, e);
    }
    this.entries.set(key, { value, until: now + this.ttlMs, bytes });
    this.used += bytes;
  }

  clear(): void {
    this.entries.clear();
    this.used = 0;
  }

  /** Drops every expired entry. */
  sweep(now = this.now()): void {
    for (const [k, e] of this.entries) if (e.until <= now) this.delete(k, e);
    this.nextSweep = now + this.ttlMs;
  }

  private delete(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.used -= entry.bytes;
  }
}
