import { Transform, type TransformCallback, Writable } from 'node:stream';

export interface ByteCounterOptions {
  /** Bytes allowed through (default: no limit). */
  limit?: number;
  /**
   * Past the limit: 'drop' reads the rest and passes nothing more on (the request still completes and
   * nothing grows in memory); 'fail' ends the stream with an error.
   */
  over?: 'drop' | 'fail';
  /** Leading bytes kept in `head`, for content sniffing (default 16). */
  headBytes?: number;
}

/**
 * A pass-through that counts the bytes going through (`bytes`), keeps the first few (`head`) and
 * enforces a byte limit. The one stream the upload, the storage host and the zip reader measure with.
 */
export class ByteCounter extends Transform {
  bytes = 0;
  head = Buffer.alloc(0);
  private readonly limit: number;
  private readonly over: 'drop' | 'fail';
  private readonly headBytes: number;

  constructor({ limit = Number.POSITIVE_INFINITY, over = 'drop', headBytes = 16 }: ByteCounterOptions = {}) {
    super();
    this.limit = limit;
    this.over = over;
    this.headBytes = headBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    if (this.head.length < this.headBytes)
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    const before = this.bytes;
    this.bytes += chunk.length;
    if (this.bytes <= this.limit) return done(null, chunk);
    if (this.over === 'fail') return done(new Error(`more than ${this.limit} bytes`));
    done(null, before < this.limit ? chunk.subarray(0, this.limit - before) : undefined);
  }
}

/** A writable that drops everything: reads a stream to its end without keeping it. */
export const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });
