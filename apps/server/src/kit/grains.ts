import type { Grain } from '@portal/contract';
import { formatDateTime } from '../lib/format';

/** A stored grain as the calls show it: flags '0'/'1', the end date as the backend's date-time text. */
export const toGrain = (g: {
  lineCode: string;
  lineName: string;
  floatingPrice: number;
  coverImgId: string | null;
  isActive: string;
  isShow: string;
  availableEndDate: Date | null;
  divisionId: number;
}): Grain => ({
  lineCode: g.lineCode,
  lineName: g.lineName,
  floatingPrice: g.floatingPrice,
  coverImgId: g.coverImgId,
  isActive: g.isActive === '1' ? '1' : '0',
  isShow: g.isShow === '1' ? '1' : '0',
  availableEndDate: formatDateTime(g.availableEndDate),
  divisionId: g.divisionId,
});
