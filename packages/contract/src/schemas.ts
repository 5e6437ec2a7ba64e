import { z } from 'zod';

/** Small shared schemas used by many calls. */
export const idParam = z.object({ id: z.string().min(1) });
export const ok = z.boolean();
/** A call whose answer the spec does not show and that returns nothing useful. */
export const anyData = z.unknown();
export const idsBody = z.object({ ids: z.array(z.union([z.string(), z.number()])).min(1) });
/** A loose record for answers whose shape is assumed; domain issues tighten them. */
export const looseRecord = z.record(z.string(), z.unknown());
/** Text flags the backend sends as '0' / '1'. */
export const flag01 = z.enum(['0', '1']);
export const dateTime = z.string().describe('YYYY-MM-DD HH:mm:ss');
