import { ScanApplyStatus as S, type ScanApplyStatusValue } from '@portal/contract';
import { StatusBadge } from '@/components/list';

const tone = (status: ScanApplyStatusValue) =>
  status === S.scanned || status === S.sampleSent
    ? 'success'
    : status === S.closed || status === S.draft
      ? 'muted'
      : 'warning';

export const ScanStatus = ({ status }: { status: ScanApplyStatusValue }) => (
  <StatusBadge tone={tone(status)}>{S.texts[status]}</StatusBadge>
);
