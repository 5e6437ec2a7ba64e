import { InquiryItemStatus, type InquiryPrice, quotePrice } from '@portal/contract';
import { z } from 'zod';

/** A unit price as typed: empty (not quoted yet) or a price the contract's `quotePrice` accepts, with its message. */
const priceText = z
  .string()
  .trim()
  .superRefine((text, ctx) => {
    if (text === '') return;
    const checked = quotePrice.safeParse(Number(text));
    if (!checked.success) ctx.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? '' });
  });

export const quoteFormSchema = z.object({
  items: z.array(z.object({ id: z.number(), closed: z.boolean(), price: priceText, remark: z.string().max(200) })),
});
export type QuoteForm = z.infer<typeof quoteFormSchema>;

export const quoteFormValues = (items: readonly InquiryPrice[]): QuoteForm => ({
  items: items.map((i) => ({
    id: i.id,
    closed: i.status === InquiryItemStatus.closed,
    price: i.price === null ? '' : String(i.price),
    remark: i.remark ?? '',
  })),
});

/** The rows with a price, as the calls take them. */
export const quotedRows = (form: QuoteForm) =>
  form.items
    .filter((r) => !r.closed && r.price.trim() !== '')
    .map((r) => ({ id: r.id, price: Number(r.price), ...(r.remark.trim() && { remark: r.remark.trim() }) }));

/** Indexes of open rows still without a price (submitting needs every one). */
export const unpricedRows = (form: QuoteForm) =>
  form.items.flatMap((r, index) => (!r.closed && r.price.trim() === '' ? [index] : []));
