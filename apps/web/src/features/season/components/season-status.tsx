import { SeasonOrderTypeText, SeasonStatus } from '@portal/contract';
import { type Option, StatusBadge, statusOptions } from '@/components/list';

export const seasonStatusOptions = statusOptions(SeasonStatus);
export const orderTypeOptions: Option[] = Object.entries(SeasonOrderTypeText).map(([value, label]) => ({
  label,
  value,
}));

const tone = (s: number) =>
  s === SeasonStatus.received || s === SeasonStatus.delivered
    ? 'success'
    : s === SeasonStatus.closed
      ? 'muted'
      : 'warning';

export const SeasonStatusBadge = ({ status }: { status: number }) => (
  <StatusBadge tone={tone(status)}>{SeasonStatus.text(status) || status}</StatusBadge>
);
