import { History } from 'lucide-react';
import { FormSection } from '@/components/form';
import { displayText } from '@/lib/format';
import { useMaterialApprovals } from '../api/detail';
import { MaterialDetailText } from './detail/texts';
import { MaterialStatusBadge } from './material-status-badge';

const text = MaterialDetailText.history;

/**
 * 审批记录 (queryMaterialApprove/{id}): every save, review and action of the material, oldest first, with the
 * status it led to, who did it and the remark (a rejection's reason, an objection's text).
 */
export const ApprovalHistory = ({ materialId }: { materialId: number }) => {
  const approvals = useMaterialApprovals(materialId, true);
  const rows = approvals.data ?? [];
  return (
    <FormSection title={text.title} icon={<History />}>
      {approvals.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {text.loading}
        </p>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{text.empty}</p>
      ) : (
        <div className="overflow-x-auto rounded-md border">
          <table aria-label={text.label} className="w-full text-sm">
            <thead className="bg-muted/60 text-left text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium whitespace-nowrap">{text.columns.time}</th>
                <th className="px-3 py-2 font-medium whitespace-nowrap">{text.columns.status}</th>
                <th className="px-3 py-2 font-medium whitespace-nowrap">{text.columns.auditor}</th>
                <th className="w-full px-3 py-2 font-medium">{text.columns.remark}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t align-top">
                  <td className="px-3 py-2 whitespace-nowrap tabular-nums">{row.auditTime}</td>
                  <td className="px-3 py-2">
                    <MaterialStatusBadge status={row.status} />
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{row.auditor}</td>
                  <td className="px-3 py-2 break-all">{displayText(row.auditRemark)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </FormSection>
  );
};
