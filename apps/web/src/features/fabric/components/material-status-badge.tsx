import { MaterialStatus, type MaterialStatusValue } from '@portal/contract';
import { StatusBadge } from '@/components/list';
import { MaterialListText } from './list/texts';

const tones = {
  [MaterialStatus.draft]: 'muted',
  [MaterialStatus.submitted]: 'warning',
  [MaterialStatus.approved]: 'success',
  [MaterialStatus.rejected]: 'danger',
} as const;

/**
 * A shoe-upper or recommended material's status as a badge (the contract's `MaterialStatus.texts`). A stopped
 * material (hasFrozen 1) reads 停用 whatever its status; an unknown status shows its number.
 */
export const MaterialStatusBadge = ({ status, frozen = false }: { status: number; frozen?: boolean }) => {
  if (frozen) return <StatusBadge tone="muted">{MaterialListText.stopped}</StatusBadge>;
  const text = MaterialStatus.text(status) || undefined;
  return <StatusBadge tone={tones[status as MaterialStatusValue] ?? 'muted'}>{text ?? String(status)}</StatusBadge>;
};
