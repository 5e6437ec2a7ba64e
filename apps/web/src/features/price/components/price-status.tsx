import { PriceStatus } from '@portal/contract';
import { StatusBadge, statusOptions } from '@/components/list';

const tones = { 0: 'muted', 1: 'warning', 2: 'success', 3: 'warning' } as const;

export const PriceStatusBadge = ({ status }: { status: number }) => {
  const value = PriceStatus.of(status) ?? PriceStatus.draft;
  return <StatusBadge tone={tones[value]}>{PriceStatus.texts[value]}</StatusBadge>;
};

/** The status filter of the price lists. */
export const priceStatusOptions = statusOptions(PriceStatus);
