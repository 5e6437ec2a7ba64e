import { basePrice, priceCardInput, priceFloat, priceFloatInput, sizePrice } from '@portal/contract';
import { z } from 'zod';

/** Typed text → number for the contract's price schemas; empty is undefined, so a required price keeps its message. */
const asNumber = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;
const typed = <T extends z.ZodType>(schema: T) => z.preprocess(asNumber, schema);

/** The card form: the contract's `priceCardInput` with its prices typed as text. */
export const cardFormSchema = priceCardInput.extend({
  basePrice: typed(basePrice),
  rows: z.array(
    priceCardInput.shape.rows.unwrap().element.extend({
      thicknessPrice: typed(sizePrice.optional()),
      widthPrice: typed(sizePrice.optional()),
    }),
  ),
});
export type CardForm = z.input<typeof cardFormSchema>;

/** The colour / line / effect form: the contract's `priceFloatInput` with the price typed as text. */
export const floatFormSchema = priceFloatInput.extend({
  floatingPrice: typed(priceFloat),
  parentId: typed(priceFloatInput.shape.parentId),
});
export type FloatForm = z.input<typeof floatFormSchema>;
