const pad = (n: number) => String(n).padStart(2, '0');

/** The backend's date-time text, in China time: `YYYY-MM-DD HH:mm:ss`. */
export function formatDateTime(date: Date): string;
export function formatDateTime(date: Date | null | undefined): string | null;
export function formatDateTime(date: Date | null | undefined): string | null {
  if (!date) return null;
  const t = new Date(date.getTime() + 8 * 3600_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

/** Prisma skip/take from 1-based paging. */
export const pageArgs = ({ page, limit }: { page: number; limit: number }) => ({
  skip: (page - 1) * limit,
  take: limit,
});
