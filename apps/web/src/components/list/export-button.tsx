import { api, type CallSpec, type exportTaskSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { z } from 'zod';
import { sendCall } from '@/api/api-client';
import { callKey } from '@/api/query-keys';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { AppText } from '@/lib/texts';

/** An export call: its body is the list's filters (`exportBody` adds `ids`), its answer the download task. */
export type ExportCall = CallSpec & { body: z.ZodType; data: typeof exportTaskSchema };

/** The ids an export call takes (`exportBody(filters, key)`): lineCodes, numeric ids … */
export type ExportIds<C extends ExportCall> = z.input<C['body']> extends { ids?: infer I } ? NonNullable<I> : never;

export interface ExportButtonProps<C extends ExportCall> {
  call: C;
  /** The filters of the list as it is shown: without ids the file holds every row they select. */
  filters: Omit<z.input<C['body']>, 'ids'>;
  /** The rows chosen on the list (`selection.ids`): when there are any, the file holds exactly those. */
  ids?: ExportIds<C>;
  /** The button's text for a file other than the list's own (given the number of chosen rows). */
  label?: (chosen: number) => string;
}

/**
 * 导出 / 导出所选 (n): asks the export call for a file of the current filters, or of the chosen rows
 * (the filters plus `ids`). The file is generated in the background and appears in the download list,
 * which is refreshed so it shows the new record. Guard it with `<Permission atom>`: the server checks
 * the same atom.
 */
export const ExportButton = <C extends ExportCall>({ call, filters, ids, label }: ExportButtonProps<C>) => {
  const queryClient = useQueryClient();
  const chosen = (ids as readonly unknown[] | undefined)?.length ?? 0;
  const exporting = useMutation({
    // The body is the call's own filters (and the chosen ids).
    mutationFn: () => sendCall(call, { body: chosen > 0 ? { ...filters, ids } : filters }),
    onSuccess: () => {
      notify.success(AppText.list.exportStarted);
      void queryClient.invalidateQueries({ queryKey: callKey(api.navbar.downloadList) });
    },
  });
  return (
    <Button variant="outline" pending={exporting.isPending} onClick={() => exporting.mutate()}>
      {!exporting.isPending && <FileDown aria-hidden />}
      {label ? label(chosen) : chosen > 0 ? AppText.list.exportSelected(chosen) : AppText.list.export}
    </Button>
  );
};
