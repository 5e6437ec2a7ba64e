import { InquiryStatus } from '@portal/contract';
import { StatusBadge } from '@/components/list';

const tones = { 0: 'warning', 1: 'success', 2: 'warning', 3: 'success', 4: 'muted', 5: 'muted' } as const;

/** A notice's status as a badge (inquiry_status dictionary texts). */
export const InquiryStatusBadge = ({ status }: { status: number }) => {
  const value = InquiryStatus.of(status) ?? InquiryStatus.closed;
  return <StatusBadge tone={tones[value]}>{InquiryStatus.texts[value]}</StatusBadge>;
};
