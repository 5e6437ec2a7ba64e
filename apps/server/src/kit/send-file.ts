import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../lib/storage';

export interface FileToSend {
  /** A path on disk (streamed), or bytes made on request. */
  source: string | Buffer;
  /** Content type. */
  type: string;
  /** The download name (Content-Disposition, with the UTF-8 form). */
  fileName: string;
  /** inline: shown in the browser (images, PDF); attachment: saved. */
  disposition: 'inline' | 'attachment';
  /** Cache-Control; none when absent. */
  cacheControl?: string;
}

/**
 * Sends a file with its length, type, name and `nosniff`: the one way the stub answers with a file
 * (file calls, the download link, the storage host, templates). Resolves to false, with nothing sent, when
 * the path does not exist: each caller answers that as its protocol says (文件不存在!, an OSS error …).
 * (It does not hand the reply back: a reply is thenable, and awaiting it would wait for the whole transfer.)
 */
export const sendFile = async (reply: FastifyReply, file: FileToSend): Promise<boolean> => {
  const size =
    typeof file.source === 'string'
      ? await stat(file.source).then(
          (s) => s.size,
          () => null,
        )
      : file.source.length;
  if (size === null) return false;
  reply
    .type(file.type)
    .header('content-length', size)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('x-content-type-options', 'nosniff');
  if (file.cacheControl) reply.header('cache-control', file.cacheControl);
  reply.send(typeof file.source === 'string' ? createReadStream(file.source) : file.source);
  return true;
};
