/**
 * The address /external may embed: only an absolute http(s) URL. Anything else (empty, relative,
 * javascript:, data:) is refused, since a frame would run it with the portal's origin.
 */
export const embeddableUrl = (raw: string | null | undefined): string | null => {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};
