import type { PurchaseDetail } from '@portal/contract';
import type { ReactNode } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';

/**
 * The shell of a purchase line's dialogs (选择材料, 材料子编码, 价格信息, 大底匹配): open while a line is chosen, titled
 * by it, described by its order and material; the body mounts afresh for each line.
 */
export const LineDialog = ({
  line,
  title,
  description = (l) => `${l.purchaseNo} · ${l.materialCode} ${l.materialName}`,
  className = 'max-h-[90vh] overflow-y-auto sm:max-w-3xl',
  testId,
  onClose,
  children,
}: {
  line: PurchaseDetail | null;
  title: (line: PurchaseDetail) => string;
  description?: (line: PurchaseDetail) => string;
  className?: string;
  testId: string;
  onClose: () => void;
  children: (line: PurchaseDetail) => ReactNode;
}) => (
  <FormDialog
    open={line !== null}
    title={line && title(line)}
    description={line && description(line)}
    className={className}
    testId={testId}
    onClose={onClose}
  >
    {line && children(line)}
  </FormDialog>
);
