import { SeasonOrderTypeText, SeasonStatus, SeasonStatusText, type SeasonStatusValue } from '@portal/contract';
import { type Option, StatusBadge } from '@/components/list';

export const seasonStatusOptions: Option[] = Object.values(SeasonStatus).map((s) => ({
  label: SeasonStatusText[s],
  value: String(s),
}));
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
  <StatusBadge tone={tone(status)}>{SeasonStatusText[status as SeasonStatusValue] ?? status}</StatusBadge>
);
