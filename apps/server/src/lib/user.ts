import type { User } from '@portal/contract';
import { formatDateTime } from './format';

export interface AccountRow {
  personName: string;
  lastModifyTime: Date | null;
  supplierCode: string;
  supplier: { name: string };
  loginAccount: string;
  personTel: string;
  personEmail: string;
  createTime: Date;
}

/** The user fields of the session (spec 000 §3). */
export const toUser = (a: AccountRow): User => ({
  personName: a.personName,
  lastModifyTime: formatDateTime(a.lastModifyTime),
  supplierCode: a.supplierCode,
  supplierName: a.supplier.name,
  loginAccount: a.loginAccount,
  personTel: a.personTel,
  personEmail: a.personEmail,
  createTime: formatDateTime(a.createTime),
});
