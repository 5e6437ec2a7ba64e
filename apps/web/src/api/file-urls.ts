import { files, fillPath } from '@portal/contract';
import { useMemo } from 'react';
import { env } from '@/config/env';
import { useSession } from '@/session/session';

type FileRead = typeof files.getFile | typeof files.getAbridgeImg | typeof files.getFilePdfStream;

/**
 * The address of a GET file read. An <img> or a link cannot send the token header, so the token goes
 * as the `token` query parameter, which these reads accept (contract `fileReadQuery`; decision 0005).
 */
export const fileReadUrl = (
  call: FileRead,
  id: string,
  token: string | null | undefined,
  baseUrl: string = env.apiBaseUrl,
): string => `${baseUrl}${fillPath(call.path, { id })}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

export interface FileUrls {
  /** getAbridgeImg/{id}: the thumbnail (JPEG within 300×300). */
  thumbnail: (id: string) => string;
  /** getFile/{id}: the file itself (images and PDF inline). */
  full: (id: string) => string;
  /** getFilePdfStream/{id}: a PDF for the browser's viewer. */
  pdf: (id: string) => string;
}

/** File addresses with the signed-in user's token; they change when the token does. */
export const useFileUrls = (): FileUrls => {
  const { token } = useSession();
  return useMemo(
    () => ({
      thumbnail: (id) => fileReadUrl(files.getAbridgeImg, id, token),
      full: (id) => fileReadUrl(files.getFile, id, token),
      pdf: (id) => fileReadUrl(files.getFilePdfStream, id, token),
    }),
    [token],
  );
};
