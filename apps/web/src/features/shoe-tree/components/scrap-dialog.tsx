import {
  ShoeTreeMessages as M,
  type ScrapForm as ScrapBody,
  ShoeTreeLimits,
  type ShoeTreeSize,
  scrapForm,
  scrapRefusal,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CountedTextarea, contractResolver } from '@/components/form';
import { Checkbox } from '@/components/ui/checkbox';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { notify } from '@/lib/notify';
import { scrapSizesQuery, useScrap } from '../api/shoe-tree';
import { ShoeTreeText as text } from '../texts';

interface ScrapValues {
  scrapAll: boolean;
  /** Pairs to scrap, one per size with pairs available (as shown). */
  pairs: string[];
  reason: string;
}

/** The sizes sent: those with pairs typed (an empty or 0 field is not sent), by their place in the form. */
const sentSizes = (values: ScrapValues) =>
  values.scrapAll ? [] : values.pairs.flatMap((raw, i) => (Number(raw || 0) === 0 ? [] : [i]));

/**
 * The contract's scrapForm (the body's rules and, per size, no more than is available: scrapIssues, as the stub judges
 * them) on the call's body; a size's refusal lands on its field, the reason's on the reason, the rest on the form's root.
 */
const resolverFor = (sizes: readonly ShoeTreeSize[]) => {
  const rowOf = (values: ScrapValues, i: number) => ({ size: sizes[i]!.size, quantity: Number(values.pairs[i]) });
  return contractResolver(scrapForm(sizes), {
    toBody: (values: ScrapValues): ScrapBody => ({
      scrapAll: values.scrapAll,
      sizes: sentSizes(values).map((i) => rowOf(values, i)),
      reason: values.reason,
    }),
    fieldOf: ([field, row], values) =>
      field === 'reason'
        ? 'reason'
        : field === 'sizes' && typeof row === 'number'
          ? `pairs.${sentSizes(values)[row]}`
          : 'root',
    // Each size's cap also beside the body's rules, so a size over its cap shows while another is refused.
    refusals: (values) =>
      sentSizes(values).flatMap((i) => {
        const refused = scrapRefusal(sizes, [rowOf(values, i)]);
        return refused ? [{ field: `pairs.${i}`, message: refused }] : [];
      }),
  });
};

const ScrapForm = ({
  shoeTreeId,
  sizes,
  onClose,
}: {
  shoeTreeId: number;
  sizes: ShoeTreeSize[];
  onClose: () => void;
}) => {
  const id = useId();
  const scrap = useScrap();
  const [confirming, setConfirming] = useState<ScrapBody | null>(null);
  const form = useForm({
    resolver: resolverFor(sizes),
    defaultValues: { scrapAll: false, pairs: sizes.map(() => ''), reason: '' },
  });
  const scrapAll = useWatch({ control: form.control, name: 'scrapAll' });
  const reason = useWatch({ control: form.control, name: 'reason' });
  const { errors } = form.formState;
  const run = async (body: ScrapBody) => {
    setConfirming(null);
    await scrap.mutateAsync({ shoeTreeId, ...body });
    notify.success(M.scrapped);
    onClose();
  };
  return (
    <form onSubmit={form.handleSubmit(setConfirming)} className="grid gap-4" aria-label={text.scrap} noValidate>
      <div className="flex items-center gap-2">
        <Checkbox id={`${id}-all`} checked={scrapAll} onCheckedChange={(v) => form.setValue('scrapAll', v === true)} />
        <Label htmlFor={`${id}-all`}>{text.scrapAll}</Label>
      </div>
      <fieldset disabled={scrapAll} className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 disabled:opacity-60">
        <legend className="sr-only">{text.recordSizes}</legend>
        {sizes.map((s, i) => (
          <FormField
            key={s.size}
            id={`${id}-pairs-${i}`}
            label={
              <span className="flex w-full justify-between gap-2">
                <span>
                  {text.size} {s.size}
                </span>
                <span className="text-xs font-normal text-muted-foreground">{text.available(s.availableQuantity)}</span>
              </span>
            }
            error={errors.pairs?.[i]?.message}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              max={s.availableQuantity}
              aria-label={text.scrapPairs(s.size)}
              placeholder="0"
              {...form.register(`pairs.${i}`)}
            />
          </FormField>
        ))}
      </fieldset>
      {errors.root?.message && (
        <p role="alert" className="text-sm text-destructive">
          {errors.root.message}
        </p>
      )}
      <FormField id={`${id}-reason`} label={text.reason} error={errors.reason?.message}>
        <CountedTextarea
          rows={3}
          maxLength={ShoeTreeLimits.reason}
          length={reason.length}
          placeholder={text.reasonPlaceholder}
          {...form.register('reason')}
        />
      </FormField>
      <FormActions
        onCancel={onClose}
        variant="destructive"
        pending={scrap.isPending}
        submitLabel={
          <>
            {!scrap.isPending && <Trash2 aria-hidden />}
            {text.scrap}
          </>
        }
      />
      <ConfirmDialog
        message={confirming && text.confirmScrap}
        onConfirm={() => confirming && void run(confirming).catch(() => {})}
        onCancel={() => setConfirming(null)}
        testId="scrap-confirm"
      />
    </form>
  );
};

/** 鞋楦报废: the sizes with pairs available, how many of each to scrap (or the whole last), and why. */
export const ScrapDialog = ({
  last,
  onClose,
}: {
  last: { id: number; shoeTreeCode: string } | null;
  onClose: () => void;
}) => {
  const sizes = useQuery({ ...scrapSizesQuery(last?.id ?? 0), enabled: last !== null });
  return (
    <FormDialog
      open={last !== null}
      title={last && text.scrapTitle(last.shoeTreeCode)}
      description={text.scrapDescription}
      className="sm:max-w-2xl"
      testId="scrap-dialog"
      onClose={onClose}
    >
      {last && sizes.data ? (
        <ScrapForm key={last.id} shoeTreeId={last.id} sizes={sizes.data} onClose={onClose} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {sizes.isError ? text.loadFailed : text.loading}
        </p>
      )}
    </FormDialog>
  );
};
