import {
  api,
  ShoeTreeMessages as M,
  nodeNameSchema,
  type ShoeTreeFileNode,
  Status,
  shoeTreeFilesEditable,
} from '@portal/contract';
import { implement } from '../../binder';
import type { Db } from '../../db/client';
import type { ShoeTreeNode as NodeRow } from '../../generated/prisma/client';
import { ApiFailure, assertRules, fail } from '../../lib/errors';
import { formatDateTime } from '../../lib/format';
import type { Storage } from '../../lib/storage';
import { type Auth, operatorOf } from '../../plugins/auth';
import { ownShoeTree, shoeTreeState } from './records';

/**
 * The file manager of a last (shoeTreeFile/): a tree of folders and files kept as rows, each file pointing at its
 * stored file (files domain, business type shoeTreeFile). Every operation is scoped to one last of the caller:
 * a parent, a node or a file of another last or another supplier is refused, so nothing reaches outside it.
 */

/** Every node of one last with the stored size and type of its files: the trees are small, read at once. */
const loadTree = async (db: Db, shoeTreeId: number) => {
  const nodes = await db.shoeTreeNode.findMany({ where: { shoeTreeId }, orderBy: [{ name: 'asc' }, { id: 'asc' }] });
  const fileIds = nodes.flatMap((n) => (n.fileId ? [n.fileId] : []));
  const files = await db.storedFile.findMany({
    where: { id: { in: fileIds } },
    select: { id: true, fileSize: true, contentType: true, storagePath: true },
  });
  const fileOf = new Map(files.map((f) => [f.id, f]));
  const childrenOf = new Map<number | null, NodeRow[]>();
  for (const n of nodes) childrenOf.set(n.parentId, [...(childrenOf.get(n.parentId) ?? []), n]);
  /** The node and everything under it. */
  const under = (id: number): NodeRow[] => (childrenOf.get(id) ?? []).flatMap((c) => [c, ...under(c.id)]);
  const sizeOf = (n: NodeRow): number =>
    n.type === 'file'
      ? n.fileId
        ? (fileOf.get(n.fileId)?.fileSize ?? 0)
        : 0
      : under(n.id).reduce((t, c) => t + (c.type === 'file' ? sizeOf(c) : 0), 0);
  const toNode = (n: NodeRow): ShoeTreeFileNode => ({
    id: n.id,
    shoeTreeId: n.shoeTreeId,
    parentId: n.parentId,
    name: n.name,
    type: n.type === 'file' ? 'file' : 'folder',
    fileId: n.fileId,
    fileSize: sizeOf(n),
    contentType: n.fileId ? (fileOf.get(n.fileId)?.contentType ?? null) : null,
    creator: n.creator,
    createTime: formatDateTime(n.createTime),
    modifier: n.modifier,
    modifyTime: formatDateTime(n.modifyTime),
  });
  /** Folders first, then files, each by name. */
  const level = (parentId: number | null) =>
    [...(childrenOf.get(parentId) ?? [])].sort((a, b) => (a.type === b.type ? 0 : a.type === 'folder' ? -1 : 1));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  return { nodes, byId, fileOf, under, toNode, level };
};

/** A node of the caller's lasts: unknown is 文件或文件夹不存在!, another supplier's is 403. */
const ownNode = async (db: Db, auth: Auth, id: number) => {
  const node = await db.shoeTreeNode.findUnique({ where: { id }, include: { shoeTree: true } });
  if (!node) throw fail(M.nodeNotFound);
  if (node.shoeTree.supplierCode !== auth.supplierCode) throw new ApiFailure(Status.forbidden, M.notOwned);
  return node;
};

const editable = (last: Parameters<typeof shoeTreeState>[0]) => {
  assertRules(shoeTreeState(last), [shoeTreeFilesEditable]);
};

/** The folder a node goes into: the root (null) or a folder of the same last. */
const checkFolder = async (db: Db, shoeTreeId: number, parentId: number | null) => {
  if (parentId === null) return;
  const folder = await db.shoeTreeNode.findUnique({ where: { id: parentId } });
  if (!folder || folder.shoeTreeId !== shoeTreeId || folder.type !== 'folder') throw fail(M.folderNotFound);
};

/** No two nodes of one folder share a name (compared without case, as file systems do). */
const checkNameFree = async (db: Db, shoeTreeId: number, parentId: number | null, name: string, except?: number) => {
  const siblings = await db.shoeTreeNode.findMany({
    where: { shoeTreeId, parentId },
    select: { id: true, name: true },
  });
  if (siblings.some((s) => s.id !== except && s.name.toLowerCase() === name.toLowerCase())) throw fail(M.nameTaken);
};

/** Removes file rows and their stored files with the bytes (and thumbnails). */
const removeNodes = async (db: Db, storage: Storage, rows: NodeRow[]) => {
  const fileIds = rows.flatMap((n) => (n.fileId ? [n.fileId] : []));
  const files = await db.storedFile.findMany({ where: { id: { in: fileIds } } });
  await db.$transaction([
    db.shoeTreeNode.deleteMany({ where: { id: { in: rows.map((n) => n.id) } } }),
    db.storedFile.deleteMany({ where: { id: { in: fileIds } } }),
  ]);
  for (const f of files) {
    await storage.remove(f.storagePath);
    await storage.remove(`thumbs/${f.id}.jpg`);
  }
};

const touched = (auth: Auth) => ({ modifier: operatorOf(auth), modifyTime: new Date() });

type Tree = Awaited<ReturnType<typeof loadTree>>;
const nested = (tree: Tree, parentId: number | null, foldersOnly: boolean): ShoeTreeFileNode[] =>
  tree
    .level(parentId)
    .filter((n) => !foldersOnly || n.type === 'folder')
    .map((n) => ({ ...tree.toNode(n), ...(n.type === 'folder' && { children: nested(tree, n.id, foldersOnly) }) }));

export const fileHandlers = [
  implement(api.shoeTree.fileList, async ({ body, db, auth }) => {
    await ownShoeTree(db, auth, body.shoeTreeId);
    const parentId = body.parentId ?? null;
    await checkFolder(db, body.shoeTreeId, parentId);
    const tree = await loadTree(db, body.shoeTreeId);
    return tree.level(parentId).map(tree.toNode);
  }),

  implement(api.shoeTree.fileTree, async ({ body, db, auth }) => {
    await ownShoeTree(db, auth, body.shoeTreeId);
    return nested(await loadTree(db, body.shoeTreeId), null, body.foldersOnly ?? false);
  }),

  implement(api.shoeTree.fileInfo, async ({ body, db, auth }) => {
    const node = await ownNode(db, auth, body.id);
    const tree = await loadTree(db, node.shoeTreeId);
    const below = tree.under(node.id);
    const path: { id: number; name: string }[] = [];
    for (let p = node.parentId; p !== null; p = tree.byId.get(p)?.parentId ?? null) {
      const folder = tree.byId.get(p);
      if (!folder) break;
      path.unshift({ id: folder.id, name: folder.name });
    }
    return {
      node: tree.toNode(node),
      fileCount: below.filter((n) => n.type === 'file').length,
      folderCount: below.filter((n) => n.type === 'folder').length,
      path,
    };
  }),

  implement(api.shoeTree.fileAddOrUpdate, async ({ body, db, auth }) => {
    const last = await ownShoeTree(db, auth, body.shoeTreeId);
    editable(last);
    if (body.id !== undefined) {
      // Rename and/or move an existing node of this last.
      const node = await ownNode(db, auth, body.id);
      if (node.shoeTreeId !== last.id) throw fail(M.nodeNotFound);
      const parentId = body.parentId === undefined ? node.parentId : body.parentId;
      if (node.type === 'folder' && parentId !== null) {
        const tree = await loadTree(db, last.id);
        if (parentId === node.id || tree.under(node.id).some((n) => n.id === parentId)) throw fail(M.moveIntoItself);
      }
      await checkFolder(db, last.id, parentId);
      const name = body.name ?? node.name;
      await checkNameFree(db, last.id, parentId, name, node.id);
      await db.shoeTreeNode.update({ where: { id: node.id }, data: { parentId, name, ...touched(auth) } });
      return { id: node.id };
    }
    const parentId = body.parentId ?? null;
    await checkFolder(db, last.id, parentId);
    let name = body.name;
    if (body.type === 'file') {
      if (!body.fileId) throw fail(M.fileRequired);
      const stored = await db.storedFile.findFirst({
        where: { id: body.fileId, supplierCode: auth.supplierCode, businessType: 'shoeTreeFile', parentId: null },
      });
      if (!stored) throw fail(M.fileNotFound);
      if (await db.shoeTreeNode.findUnique({ where: { fileId: stored.id } })) throw fail(M.fileAttached);
      const parsed = nodeNameSchema.safeParse(name ?? stored.fileName);
      if (!parsed.success) throw fail(parsed.error.issues[0]?.message);
      name = parsed.data;
    }
    if (!name) throw fail(M.nameRequired);
    await checkNameFree(db, last.id, parentId, name);
    const created = await db.shoeTreeNode.create({
      data: {
        shoeTreeId: last.id,
        parentId,
        type: body.type,
        name,
        fileId: body.type === 'file' ? (body.fileId ?? null) : null,
        creator: operatorOf(auth),
        ...touched(auth),
      },
    });
    return { id: created.id };
  }),

  implement(api.shoeTree.fileRename, async ({ body, db, auth }) => {
    const node = await ownNode(db, auth, body.id);
    editable(node.shoeTree);
    await checkNameFree(db, node.shoeTreeId, node.parentId, body.name, node.id);
    await db.shoeTreeNode.update({ where: { id: node.id }, data: { name: body.name, ...touched(auth) } });
    return true;
  }),

  implement(api.shoeTree.fileDeleteFile, async ({ body, db, auth, storage }) => {
    const node = await ownNode(db, auth, body.id);
    if (node.type !== 'file') throw fail(M.notAFile);
    editable(node.shoeTree);
    await removeNodes(db, storage, [node]);
    return true;
  }),

  implement(api.shoeTree.fileDelete, async ({ body, db, auth, storage }) => {
    const last = await ownShoeTree(db, auth, body.shoeTreeId);
    editable(last);
    const tree = await loadTree(db, last.id);
    const chosen = body.ids.map((id) => tree.byId.get(id));
    if (chosen.some((n) => n === undefined)) throw fail(M.nodeNotFound);
    const gone = new Map<number, NodeRow>();
    for (const n of chosen as NodeRow[]) for (const m of [n, ...tree.under(n.id)]) gone.set(m.id, m);
    const rows = [...gone.values()];
    await removeNodes(db, storage, rows);
    return {
      folders: rows.filter((n) => n.type === 'folder').length,
      files: rows.filter((n) => n.type === 'file').length,
    };
  }),
];
