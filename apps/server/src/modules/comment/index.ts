import { api, CommentMessages as M } from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import { fixture } from '../../db/fixtures';
import { defineModule } from '../../kit/module';
import { fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import { type Auth, operatorOf } from '../../plugins/auth';

/** The caller's material: another supplier's counts as a missing one. */
const ownMaterial = async (db: Db, auth: Auth, id: number) => {
  const material = await db.material.findUnique({ where: { id }, select: { id: true, supplierCode: true } });
  if (!material || material.supplierCode !== auth.supplierCode) throw fail(M.materialNotFound);
  return material;
};

/** Material comments (docs/domains/demand.md "Calls"): on the caller's materials; one deletes only one's own. */
export const commentModule = defineModule('comment', {
  handlers: [
    implement(api.comment.list, async ({ body, db, auth }) => {
      await ownMaterial(db, auth, body.materialId);
      const rows = await db.materialComment.findMany({
        where: { materialId: body.materialId, supplierCode: auth.supplierCode },
        orderBy: [{ createTime: 'asc' }, { id: 'asc' }],
      });
      return rows.map((c) => ({
        id: c.id,
        materialId: c.materialId,
        parentId: c.parentId,
        content: c.content,
        commenter: c.commenter,
        fromBrand: c.commenterAccount === null ? 1 : 0,
        mine: c.commenterAccount === auth.loginAccount ? 1 : 0,
        createTime: formatDateTime(c.createTime),
      }));
    }),

    implement(api.comment.save, async ({ body, db, auth }) => {
      const material = await ownMaterial(db, auth, body.materialId);
      if (body.parentId !== undefined) {
        const parent = await db.materialComment.findUnique({ where: { id: body.parentId } });
        if (!parent || parent.materialId !== material.id) throw fail(M.parentNotFound);
      }
      const created = await db.materialComment.create({
        data: {
          materialId: material.id,
          supplierCode: auth.supplierCode,
          parentId: body.parentId ?? null,
          content: body.content,
          commenter: operatorOf(auth),
          commenterAccount: auth.loginAccount,
        },
      });
      return { id: created.id };
    }),

    implement(api.comment.delete, async ({ body, db, auth }) => {
      const row = await db.materialComment.findUnique({ where: { id: body.id } });
      if (!row || row.supplierCode !== auth.supplierCode) throw fail(M.notFound);
      if (row.commenterAccount !== auth.loginAccount) throw fail(M.notMine);
      await db.materialComment.deleteMany({ where: { OR: [{ id: row.id }, { parentId: row.id }] } });
      return true;
    }),
  ],
  fixtures: [fixture('materialComments', 'materialComment')],
});
