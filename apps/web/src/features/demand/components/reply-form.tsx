import { type DemandReply, demandReplyFormSchema, demandReplyMaterialMax } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '@/components/form/contract-resolver';
import { NativeSelect } from '@/components/form/native-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/notify';
import { replyMaterialsQuery, useSaveReply } from '../api/demand';
import { DemandText as T } from '../texts';

type Material = DemandReply['materials'][number];
type FormValues = z.input<typeof demandReplyFormSchema>;

/** 回复 / 修改回复: the text and materials from the supplier's catalogue. A failed save keeps what was typed. */
export const ReplyForm = ({
  requestId,
  editing,
  onDone,
}: {
  requestId: number;
  editing: DemandReply | null;
  onDone: () => void;
}) => {
  const form = useForm<FormValues>({
    resolver: contractResolver(demandReplyFormSchema),
    defaultValues: { content: editing?.content ?? '' },
  });
  const [chosen, setChosen] = useState<Material[]>(editing?.materials ?? []);
  const [keyword, setKeyword] = useState('');
  const [pick, setPick] = useState('');
  const { data: options = [] } = useQuery(replyMaterialsQuery(keyword.trim()));
  const save = useSaveReply();
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { ...values, requestId, id: editing?.id, materialIds: chosen.map((m) => m.id) },
      {
        onSuccess: () => {
          notify.success(T.replied);
          form.reset({ content: '' });
          setChosen([]);
          onDone();
        },
      },
    ),
  );
  const add = () => {
    const m = options.find((o) => String(o.id) === pick);
    if (m && !chosen.some((c) => c.id === m.id) && chosen.length < demandReplyMaterialMax) setChosen([...chosen, m]);
    setPick('');
  };
  return (
    <form
      className="grid gap-3 rounded-md border bg-muted/30 p-3"
      noValidate
      aria-label={editing ? T.editReply : T.replyTitle}
      onSubmit={(e) => void submit(e)}
    >
      <FormField id="reply-content" label={T.replyContent} error={form.formState.errors.content?.message}>
        <textarea
          className="min-h-20 rounded-md border bg-background px-3 py-2 text-sm"
          placeholder={T.replyPlaceholder}
          maxLength={500}
          {...form.register('content')}
        />
      </FormField>
      <div className="grid gap-2">
        <span className="text-sm font-medium">{T.materials}</span>
        <div className="flex flex-wrap gap-2">
          <Input
            className="w-60"
            aria-label={T.materialSearch}
            placeholder={T.materialSearch}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
          />
          <div className="w-72">
            <NativeSelect aria-label={T.materials} value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">—</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.materialCode ?? ''} {o.materialName}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="button" variant="outline" onClick={add} disabled={!pick}>
            {T.addMaterial}
          </Button>
        </div>
        {chosen.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {chosen.map((m) => (
              <li
                key={m.id}
                className="inline-flex items-center gap-1 rounded-full border bg-background px-2 py-0.5 text-xs"
              >
                {m.materialCode} {m.materialName}
                <button
                  type="button"
                  aria-label={T.removeMaterial(m.materialName)}
                  onClick={() => setChosen(chosen.filter((c) => c.id !== m.id))}
                >
                  <X aria-hidden className="size-3" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex justify-end gap-2">
        {editing && (
          <Button type="button" variant="outline" onClick={onDone}>
            {T.cancel}
          </Button>
        )}
        <Button type="submit" disabled={save.isPending}>
          {editing ? T.save : T.send}
        </Button>
      </div>
    </form>
  );
};
