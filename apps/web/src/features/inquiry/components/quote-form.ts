import { InquiryItemStatus, type InquiryPrice, type QuoteForm } from '@portal/contract';

/** The quote form's values (the contract's `quoteForm`: prices as typed) for a notice's materials. */
export type { QuoteForm };

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
    .filter((r) => !r.closed && String(r.price ?? '').trim() !== '')
    .map((r) => ({
      id: r.id,
      price: Number(r.price),
      ...(r.remark?.trim() && { remark: r.remark.trim() }),
    }));
