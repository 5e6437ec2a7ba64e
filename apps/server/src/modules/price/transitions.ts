import { type api, type Call, type CallRequestParts, PriceStatus, priceLifecycle } from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { recordApprovals } from '../../kit/approvals';
import { ownPriceRecords, type PriceKind } from '../../kit/price-records';
import type { Auth } from '../../plugins/auth';
import { checkLifecycle } from './records';

type AuditBody = CallRequestParts<typeof api.price.materialSupervisorAudit>['body'];

/** Updates the status (and audit fields) of price records of one kind. */
const setStatus = (
  db: Db,
  kind: PriceKind,
  ids: number[],
  data: { status: number; auditRemark?: string | null },
  now: Date,
  auth: Auth,
) =>
  kind === 'material'
    ? db.priceCard.updateMany({
        where: { id: { in: ids } },
        data: {
          ...data,
          modifiedBy: auth.loginAccount,
          modifyTime: now,
          ...(data.status === PriceStatus.submitted ? { submitTime: now } : { auditTime: now }),
        },
      })
    : db.priceFloat.updateMany({
        where: { id: { in: ids }, kind },
        data: { ...data, modifiedBy: auth.loginAccount, modifyTime: now },
      });

/** 提交: draft or rejected records go to 待审核, each with a step in its trail. */
export const submitCall = (call: Call & typeof api.price.materialSubmit, kind: PriceKind) =>
  implement(call, async ({ body, db, auth }) => {
    const records = await ownPriceRecords(db, auth, kind, body.ids);
    checkLifecycle('submit', records);
    await db.$transaction(async (tx) => {
      await setStatus(
        tx as Db,
        kind,
        body.ids,
        { status: priceLifecycle.actions.submit.to as number, auditRemark: null },
        new Date(),
        auth,
      );
      await recordApprovals(
        tx,
        kind,
        records.map((r) => ({ recordId: r.id, version: r.version, node: '提交审核', result: 'submit' })),
        auth.loginAccount,
      );
    });
    return true;
  });

/** 主管审核: pass (已审核, locked) or reject with a remark (已驳回, editable again). */
export const auditCall = (call: Call & typeof api.price.materialSupervisorAudit, kind: PriceKind) =>
  implement(call, async ({ body, db, auth }) => {
    const { ids, pass, auditRemark } = body as AuditBody;
    const remark = auditRemark?.trim() || null;
    const records = await ownPriceRecords(db, auth, kind, ids);
    const action = pass ? 'approve' : 'reject';
    checkLifecycle(action, records);
    await db.$transaction(async (tx) => {
      await setStatus(
        tx as Db,
        kind,
        ids,
        { status: priceLifecycle.actions[action].to as number, auditRemark: remark },
        new Date(),
        auth,
      );
      await recordApprovals(
        tx,
        kind,
        records.map((r) => ({
          recordId: r.id,
          version: r.version,
          node: '主管审核',
          result: pass ? 'pass' : 'reject',
          remark,
        })),
        auth.loginAccount,
      );
    });
    return true;
  });
