import type { CallSpec, ExportTask, exportTaskSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FileDown } from 'lucide-react';
import type { z } from 'zod';
import { request } from '@/api/api-client';
import { downloadListKey } from '@/components/layout/download-popover';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/notify';
import { AppText } from '@/lib/texts';

/** An export call: its body is the list's filters, its answer the download task. */
export type ExportCall = CallSpec & { body: z.ZodType; data: typeof exportTaskSchema };

// The request's input type cannot be resolved for a generic call; the body is the call's own filters.
const startExport = request as unknown as (call: CallSpec, input: { body: unknown }) => Promise<ExportTask>;

export interface ExportButtonProps<C extends ExportCall> {
  call: C;
  /** The filters of the list as it is shown: the file holds the rows the list selects. */
  filters: z.input<C['body']>;
}

/**
 * 导出: asks the export call for a file of the current filters. The file is generated in the
 * background and appears in the download list, which is refreshed so it shows the new record.
 * Guard it with `<Permission atom>`: the server checks the same atom.
 */
export const ExportButton = <C extends ExportCall>({ call, filters }: ExportButtonProps<C>) => {
  const queryClient = useQueryClient();
  const exporting = useMutation({
    mutationFn: () => startExport(call, { body: filters }),
    onSuccess: () => {
      notify.success(AppText.list.exportStarted);
      void queryClient.invalidateQueries({ queryKey: downloadListKey });
    },
  });
  return (
    <Button variant="outline" disabled={exporting.isPending} onClick={() => exporting.mutate()}>
      <FileDown aria-hidden />
      {AppText.list.export}
    </Button>
  );
};
