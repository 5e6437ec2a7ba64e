import { z } from 'zod';
import { snapshotName } from './snapshots';

/** The control surface's inputs (docs/dev-kit.md), for the routes and the published document. */
export const nameParam = z.object({ name: z.string().regex(snapshotName, 'a name is a-z, 0-9, - and _, up to 40') });

export const idParam = z.object({ id: z.coerce.number().int().min(1) });

export const clockBody = z
  .object({
    /** The stub's new "now". */
    now: z.iso.datetime({ offset: true }).optional(),
    /** Or: move "now" by this many milliseconds (at most 100 years from the real time either way). */
    advanceMs: z.number().int().optional(),
    /** Time stands still (with `now`: default false; with `advanceMs`: as it was). */
    frozen: z.boolean().optional(),
  })
  .refine((b) => (b.now === undefined) !== (b.advanceMs === undefined), { message: 'give now or advanceMs' });

export const outboxQuery = z.object({ loginAccount: z.string().max(100).optional() });

export const requestsQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
