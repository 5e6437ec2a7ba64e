import {
  atoms,
  nodeNameForm,
  renamedFile,
  renameFileForm,
  type ShoeTreeFileNode,
  splitExtension,
} from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import {
  ChevronRight,
  Download,
  Eye,
  FileText,
  Folder,
  FolderInput,
  FolderOpen,
  FolderPlus,
  Info,
  Pencil,
  Trash2,
  Upload,
} from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFileUrls } from '@/api/file-urls';
import { NativeSelect } from '@/components/form';
import { contractResolver } from '@/components/form/contract-resolver';
import { DataTable } from '@/components/list';
import { Permission } from '@/components/permission';
import { Button, buttonVariants } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { FormActions, FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Progress } from '@/components/ui/progress';
import { type UploadedFile, useFileUpload } from '@/components/uploads';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useIsMobile } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { usePermission } from '@/session/permission';
import { folderQuery, folderTreeQuery, nodeInfo, useFileMutations } from '../api/files';
import { ShoeTreeText } from '../texts';

const text = ShoeTreeText.files;

export const formatBytes = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
};

const isImage = (n: ShoeTreeFileNode) => n.contentType?.startsWith('image/') ?? false;
const isPdf = (n: ShoeTreeFileNode) => n.contentType === 'application/pdf';

/** Folders flattened in tree order with their depth; the path of each from the root. */
const flatten = (nodes: ShoeTreeFileNode[], depth = 0, path: ShoeTreeFileNode[] = []) =>
  nodes.flatMap((n): { node: ShoeTreeFileNode; depth: number; path: ShoeTreeFileNode[] }[] => [
    { node: n, depth, path },
    ...flatten(n.children ?? [], depth + 1, [...path, n]),
  ]);

/** 新建文件夹 / 重命名: one name, checked by the contract's name rule. */
const NameDialog = ({
  title,
  label,
  initial,
  extension = '',
  fileName,
  pending,
  onSave,
  onClose,
}: {
  title: string | null;
  label: string;
  initial: string;
  /** A file's extension, shown after the input and kept (`renamedFile`): only the base is edited. */
  extension?: string;
  /** A file's name as stored: the base typed is judged as the name it is sent as, with the extension. */
  fileName?: string;
  pending: boolean;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) => {
  const id = useId();
  // The contract's name rule: a folder's name as typed (nodeNameForm), a file's as sent (renameFileForm).
  const form = useForm<{ name: string }>({
    resolver: fileName === undefined ? contractResolver(nodeNameForm) : contractResolver(renameFileForm(fileName)),
    values: { name: initial },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    await onSave(name);
    onClose();
  });
  return (
    <FormDialog
      open={title !== null}
      title={title}
      description={label}
      descriptionHidden
      className="sm:max-w-md"
      testId="name-dialog"
      onClose={onClose}
    >
      <form onSubmit={(e) => void submit(e).catch(() => {})} className="grid gap-3" noValidate>
        <FormField
          id={`${id}-name`}
          label={label}
          error={form.formState.errors.name?.message}
          hint={extension ? text.keepsExtension(extension) : undefined}
        >
          <Input autoComplete="off" {...form.register('name')} />
        </FormField>
        <FormActions onCancel={onClose} submitLabel={ShoeTreeText.submit} pending={pending} />
      </form>
    </FormDialog>
  );
};

/** Preview of an image or a PDF (the browser's viewer), with its download. */
const PreviewDialog = ({ node, onClose }: { node: ShoeTreeFileNode | null; onClose: () => void }) => {
  const urls = useFileUrls();
  return (
    <Dialog open={node !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-[min(92vw,1200px)]" data-testid="preview-dialog">
        <DialogHeading titleClassName="truncate" title={node?.name} description={text.preview} descriptionHidden />
        {node?.fileId && isImage(node) && (
          <div className="flex justify-center rounded-lg bg-muted/60 p-2">
            <img
              src={urls.full(node.fileId)}
              alt={node.name}
              className="max-h-[70vh] w-auto max-w-full object-contain"
            />
          </div>
        )}
        {node?.fileId && isPdf(node) && (
          <iframe title={node.name} src={urls.pdf(node.fileId)} className="h-[70vh] w-full rounded-lg border" />
        )}
      </DialogContent>
    </Dialog>
  );
};

/** The room of one action where they stand side by side: the same for all, so 属性 is below 属性 in every row. */
const actionSlot = 'w-[4.5rem]';

/**
 * One action of a row: its label shown, with its icon where there is room (an icon alone said nothing to whoever did
 * not know it), and its accessible name with the file's (预览 楦型参数.pdf). A download is a link to the file's signed
 * address; it opens nothing until the address has arrived.
 */
const RowAction = ({
  label,
  of,
  icon,
  act,
  compact,
  danger,
}: {
  label: string;
  of: string;
  icon: ReactNode;
  act: (() => void) | { href?: string };
  /** Shown in the destructive colour (删除). */
  danger: boolean;
  /** A phone: the label alone, so the row's actions fit in two lines. */
  compact: boolean;
}) => {
  const look = cn(
    buttonVariants({ variant: 'ghost', size: 'sm' }),
    'h-7 gap-1 px-2 text-primary hover:text-primary',
    danger && 'text-destructive hover:text-destructive',
    compact ? 'px-1.5 [&_svg]:hidden' : cn(actionSlot, 'justify-start'),
  );
  const content = (
    <>
      {icon}
      {label}
    </>
  );
  if (typeof act === 'function')
    return (
      <button type="button" className={look} aria-label={`${label} ${of}`} onClick={act}>
        {content}
      </button>
    );
  return (
    <a
      href={act.href}
      download={of}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${of}`}
      aria-disabled={act.href ? undefined : true}
      className={look}
    >
      {content}
    </a>
  );
};

type NodeInfo = Awaited<ReturnType<typeof nodeInfo>>;
const InfoDialog = ({ info, onClose }: { info: NodeInfo | null; onClose: () => void }) => (
  <Dialog open={info !== null} onOpenChange={(open) => !open && onClose()}>
    <DialogContent className="sm:max-w-md" data-testid="info-dialog">
      <DialogHeading titleClassName="truncate" title={info?.node.name} description={text.infoTitle} />
      {info && (
        <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-2 text-sm">
          <dt className="text-muted-foreground">{text.type}</dt>
          <dd>{info.node.type === 'folder' ? text.folder : (info.node.contentType ?? text.file)}</dd>
          <dt className="text-muted-foreground">{text.path}</dt>
          <dd>{[text.root, ...info.path.map((p) => p.name)].join(' / ')}</dd>
          <dt className="text-muted-foreground">{text.size}</dt>
          <dd className="tabular-nums">{formatBytes(info.node.fileSize)}</dd>
          {info.node.type === 'folder' && (
            <>
              <dt className="text-muted-foreground">{text.folder}</dt>
              <dd>{text.contains(info.fileCount, info.folderCount)}</dd>
            </>
          )}
          <dt className="text-muted-foreground">{text.creator}</dt>
          <dd>{info.node.creator}</dd>
          <dt className="text-muted-foreground">{text.createTime}</dt>
          <dd className="tabular-nums">{formatDateTime(info.node.createTime)}</dd>
          <dt className="text-muted-foreground">{text.modifier}</dt>
          <dd>{info.node.modifier ?? '--'}</dd>
          <dt className="text-muted-foreground">{text.modifyTime}</dt>
          <dd className="tabular-nums">{formatDateTime(info.node.modifyTime)}</dd>
        </dl>
      )}
    </DialogContent>
  </Dialog>
);

const MoveDialog = ({
  node,
  folders,
  pending,
  onMove,
  onClose,
}: {
  node: ShoeTreeFileNode | null;
  folders: { node: ShoeTreeFileNode; depth: number; path: ShoeTreeFileNode[] }[];
  pending: boolean;
  onMove: (parentId: number | null) => Promise<unknown>;
  onClose: () => void;
}) => {
  const id = useId();
  const [target, setTarget] = useState('');
  // A folder cannot go into itself or below it.
  const options = folders.filter(
    (f) => !node || (f.node.id !== node.id && !f.path.some((p) => p.id === node.id) && f.node.id !== node.parentId),
  );
  return (
    <FormDialog
      open={node !== null}
      title={node && text.moveTitle(node.name)}
      titleClassName="truncate"
      description={text.move}
      descriptionHidden
      className="sm:max-w-md"
      testId="move-dialog"
      onClose={onClose}
    >
      <FormField id={`${id}-target`} label={text.folders}>
        <NativeSelect value={target} onChange={(e) => setTarget(e.target.value)}>
          {node?.parentId !== null && <option value="">{text.root}</option>}
          {target === '' && node?.parentId === null && <option value="">--</option>}
          {options.map((f) => (
            <option key={f.node.id} value={f.node.id}>
              {`${'\u3000'.repeat(f.depth)}${f.node.name}`}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormActions
        onCancel={onClose}
        submitLabel={text.move}
        pending={pending}
        disabled={node?.parentId === null && target === ''}
        onSubmit={() =>
          void onMove(target === '' ? null : Number(target))
            .then(onClose)
            .catch(() => {})
        }
      />
    </FormDialog>
  );
};

/**
 * The file manager of a last (shoeTreeFile/): the folder tree beside the current folder's table, breadcrumbs,
 * new folder, upload of several files with progress, rename, move, delete (a folder's confirmation says how many
 * files go), preview of images and PDFs, download and properties. Writes need 鞋楦信息维护; a scrapped last's
 * files are read-only.
 */
export const FileManager = ({ shoeTreeId, readOnly }: { shoeTreeId: number; readOnly: boolean }) => {
  const urls = useFileUrls();
  const [folderId, setFolderId] = useState<number | null>(null);
  const tree = useQuery(folderTreeQuery(shoeTreeId));
  const level = useQuery(folderQuery(shoeTreeId, folderId));
  const folders = useMemo(() => flatten(tree.data ?? []), [tree.data]);
  const current = folders.find((f) => f.node.id === folderId);
  const crumbs = current ? [...current.path, current.node] : [];
  const mayWrite = usePermission(atoms.shoeTreeMaintain.maintain) && !readOnly;
  const { save, rename, removeFile, removeFolder } = useFileMutations();

  const [naming, setNaming] = useState<{ kind: 'new' } | { kind: 'rename'; node: ShoeTreeFileNode } | null>(null);
  const [moving, setMoving] = useState<ShoeTreeFileNode | null>(null);
  const [previewing, setPreviewing] = useState<ShoeTreeFileNode | null>(null);
  const [info, setInfo] = useState<NodeInfo | null>(null);
  const [deleting, setDeleting] = useState<{ node: ShoeTreeFileNode; message: string } | null>(null);

  // Uploads go to the folder that was open when they started; each becomes a file node once stored.
  const target = useRef(folderId);
  target.current = folderId;
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const upload = useFileUpload({
    businessType: 'shoeTreeFile',
    value: uploaded,
    onChange: setUploaded,
    maxCount: null,
    onUploaded: (file) => {
      save.mutate({ shoeTreeId, parentId: target.current, type: 'file', fileId: file.id });
    },
  });
  const picker = useRef<HTMLInputElement>(null);

  const askDelete = async (node: ShoeTreeFileNode) => {
    if (node.type === 'file') return setDeleting({ node, message: text.confirmDeleteFile(node.name) });
    const about = await nodeInfo(node.id);
    setDeleting({ node, message: text.confirmDeleteFolder(node.name, about.fileCount, about.folderCount) });
  };
  const doDelete = async (node: ShoeTreeFileNode) => {
    setDeleting(null);
    if (node.type === 'file') await removeFile.mutateAsync(node.id);
    else await removeFolder.mutateAsync({ shoeTreeId, ids: [node.id] });
    notify.success(text.deleted);
  };

  const compact = useIsMobile();
  const action = (
    label: string,
    node: ShoeTreeFileNode,
    icon: ReactNode,
    act: (() => void) | { href?: string },
    danger = false,
  ) => <RowAction label={label} of={node.name} icon={icon} act={act} compact={compact} danger={danger} />;

  const columns = [
    {
      key: 'name',
      header: text.name,
      width: compact ? 146 : 260,
      cell: (n: ShoeTreeFileNode) =>
        n.type === 'folder' ? (
          <button
            type="button"
            className="flex cursor-pointer items-center gap-2 text-left font-medium text-primary hover:underline"
            aria-label={text.openFolder(n.name)}
            onClick={() => setFolderId(n.id)}
          >
            <Folder aria-hidden className="size-4 shrink-0 fill-amber-200 text-amber-600" />
            <span className="truncate">{n.name}</span>
          </button>
        ) : (
          <span className="flex items-center gap-2">
            <FileText aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            <span className="truncate" title={n.name}>
              {n.name}
            </span>
          </span>
        ),
    },
    // On a phone the size, the modifier and the time are left to 属性, so the name and the actions fit the screen.
    ...(compact
      ? []
      : [
          {
            key: 'size',
            header: text.size,
            width: 90,
            className: 'text-right tabular-nums',
            cell: (n: ShoeTreeFileNode) => formatBytes(n.fileSize),
          },
          { key: 'modifier', header: text.modifier, width: 90, cell: (n: ShoeTreeFileNode) => n.modifier },
          {
            key: 'modifyTime',
            header: text.modifyTime,
            width: 150,
            className: 'whitespace-nowrap tabular-nums',
            cell: (n: ShoeTreeFileNode) => formatDateTime(n.modifyTime),
          },
        ]),
    {
      key: 'actions',
      header: ShoeTreeText.actions,
      // Wide enough for the actions side by side (each in a slot of its own, so they line up from row to row), or on
      // a phone for two lines of labels.
      width: compact ? 184 : mayWrite ? 480 : 256,
      cell: (n: ShoeTreeFileNode) => (
        <fieldset className="m-0 flex flex-wrap items-center gap-1 border-0 p-0" aria-label={text.actionsOf(n.name)}>
          {n.fileId && (isImage(n) || isPdf(n))
            ? action(text.preview, n, <Eye aria-hidden />, () => setPreviewing(n))
            : !compact && <span aria-hidden className={actionSlot} />}
          {n.fileId
            ? action(text.download, n, <Download aria-hidden />, { href: urls.full(n.fileId) })
            : !compact && <span aria-hidden className={actionSlot} />}
          {action(text.info, n, <Info aria-hidden />, () => void nodeInfo(n.id).then(setInfo))}
          {mayWrite && (
            <>
              {action(text.rename, n, <Pencil aria-hidden />, () => setNaming({ kind: 'rename', node: n }))}
              {action(text.move, n, <FolderInput aria-hidden />, () => setMoving(n))}
              {action(text.delete, n, <Trash2 aria-hidden />, () => void askDelete(n), true)}
            </>
          )}
        </fieldset>
      ),
    },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-[15rem_1fr]" data-testid="file-manager">
      <nav aria-label={text.tree} className="rounded-lg border bg-card p-2">
        <ul className="grid gap-0.5 text-sm">
          <li>
            <button
              type="button"
              aria-current={folderId === null ? 'true' : undefined}
              onClick={() => setFolderId(null)}
              className="flex w-full cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-left hover:bg-accent aria-[current]:bg-primary/10 aria-[current]:font-medium aria-[current]:text-primary"
            >
              <FolderOpen aria-hidden className="size-4 shrink-0" />
              {text.root}
            </button>
          </li>
          {folders.map(({ node, depth }) => (
            <li key={node.id}>
              <button
                type="button"
                aria-current={folderId === node.id ? 'true' : undefined}
                onClick={() => setFolderId(node.id)}
                style={{ paddingLeft: `${0.5 + (depth + 1) * 0.9}rem` }}
                className="flex w-full cursor-pointer items-center gap-2 rounded-md py-1.5 pr-2 text-left hover:bg-accent aria-[current]:bg-primary/10 aria-[current]:font-medium aria-[current]:text-primary"
              >
                <Folder aria-hidden className="size-4 shrink-0 fill-amber-200 text-amber-600" />
                <span className="truncate">{node.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-label={text.table} className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <nav aria-label={text.breadcrumb}>
            <ol className="flex flex-wrap items-center gap-1 text-sm">
              <li>
                <button
                  type="button"
                  className="cursor-pointer text-primary hover:underline"
                  onClick={() => setFolderId(null)}
                >
                  {text.root}
                </button>
              </li>
              {crumbs.map((c, i) => (
                <li key={c.id} className="flex items-center gap-1">
                  <ChevronRight aria-hidden className="size-3 text-muted-foreground" />
                  {i === crumbs.length - 1 ? (
                    <span aria-current="page" className="font-medium">
                      {c.name}
                    </span>
                  ) : (
                    <button
                      type="button"
                      className="cursor-pointer text-primary hover:underline"
                      onClick={() => setFolderId(c.id)}
                    >
                      {c.name}
                    </button>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          {readOnly ? (
            <p className="text-xs text-muted-foreground">{text.readOnly}</p>
          ) : (
            <Permission atom={atoms.shoeTreeMaintain.maintain}>
              <div className="flex gap-2">
                <Button variant="outline" size="sm" onClick={() => setNaming({ kind: 'new' })}>
                  <FolderPlus aria-hidden />
                  {text.newFolder}
                </Button>
                <Button size="sm" onClick={() => picker.current?.click()}>
                  <Upload aria-hidden />
                  {text.upload}
                </Button>
                <input
                  ref={picker}
                  type="file"
                  multiple
                  hidden
                  tabIndex={-1}
                  aria-label={text.upload}
                  onChange={(e) => {
                    const files = Array.from(e.currentTarget.files ?? []);
                    e.currentTarget.value = '';
                    upload.addFiles(files);
                  }}
                />
              </div>
            </Permission>
          )}
        </div>
        {upload.pending.length > 0 && (
          <ul className="grid gap-2 sm:grid-cols-2" aria-label={text.upload}>
            {upload.pending.map((p) => (
              <li key={p.key} className="grid gap-1 rounded-md border bg-card px-3 py-2" data-testid="upload-progress">
                <span className="flex justify-between gap-2 text-xs">
                  <span className="truncate">{p.fileName}</span>
                  <span className="tabular-nums text-muted-foreground">{p.percent}%</span>
                </span>
                <Progress value={p.percent} aria-label={`${text.upload} ${p.fileName}`} />
              </li>
            ))}
          </ul>
        )}
        <div className="overflow-hidden rounded-lg border">
          <DataTable
            columns={columns}
            rows={level.data ?? []}
            rowKey={(n) => n.id}
            loading={level.isPending}
            emptyText={text.empty}
            label={text.table}
          />
        </div>
      </section>

      <NameDialog
        title={naming === null ? null : naming.kind === 'new' ? text.newFolder : text.renameTitle(naming.node.name)}
        label={naming?.kind === 'rename' ? text.newName : text.folderName}
        initial={
          naming?.kind !== 'rename'
            ? ''
            : naming.node.type === 'file'
              ? splitExtension(naming.node.name)[0]
              : naming.node.name
        }
        extension={naming?.kind === 'rename' && naming.node.type === 'file' ? splitExtension(naming.node.name)[1] : ''}
        fileName={naming?.kind === 'rename' && naming.node.type === 'file' ? naming.node.name : undefined}
        pending={save.isPending || rename.isPending}
        onSave={async (name) => {
          if (naming?.kind === 'rename') {
            const renamed = naming.node.type === 'file' ? renamedFile(naming.node.name, name) : name;
            await rename.mutateAsync({ id: naming.node.id, name: renamed });
            notify.success(text.renamed);
          } else {
            await save.mutateAsync({ shoeTreeId, parentId: folderId, type: 'folder', name });
            notify.success(text.created);
          }
        }}
        onClose={() => setNaming(null)}
      />
      <MoveDialog
        key={moving?.id ?? 'closed'}
        node={moving}
        folders={folders}
        pending={save.isPending}
        onMove={async (parentId) => {
          if (!moving) return;
          await save.mutateAsync({ shoeTreeId, id: moving.id, type: moving.type, parentId });
          notify.success(text.moved);
        }}
        onClose={() => setMoving(null)}
      />
      <PreviewDialog node={previewing} onClose={() => setPreviewing(null)} />
      <InfoDialog info={info} onClose={() => setInfo(null)} />
      <ConfirmDialog
        message={deleting?.message ?? null}
        onConfirm={() => deleting && void doDelete(deleting.node).catch(() => {})}
        onCancel={() => setDeleting(null)}
        testId="delete-confirm"
      />
    </div>
  );
};
