import { PriceStatusText, priceStatusOf } from '@portal/contract';
import { StatusBadge } from '@/components/list';

const tones = { 0: 'muted', 1: 'warning', 2: 'success', 3: 'warning' } as const;

export const PriceStatusBadge = ({ status }: { status: number }) => {
  const value = priceStatusOf(status);
  return <StatusBadge tone={tones[value]}>{PriceStatusText[value]}</StatusBadge>;
};
