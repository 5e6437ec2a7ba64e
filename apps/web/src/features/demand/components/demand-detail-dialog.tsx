import { atoms, type DemandReply, DemandStatus } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { displayText } from '@/lib/format';
import { notify } from '@/lib/notify';
import { cn } from '@/lib/utils';
import { demandDetailQuery, useDeleteReply, useReadAll } from '../api/demand';
import { DemandText as T } from '../texts';
import { CommentsDialog } from './comments-dialog';
import { ReplyForm } from './reply-form';

const ReplyItem = ({
  reply,
  onEdit,
  onDelete,
  onComments,
}: {
  reply: DemandReply;
  onEdit: () => void;
  onDelete: () => void;
  onComments: (m: { id: number; materialName: string }) => void;
}) => (
  <li
    className={cn(
      'grid gap-1 rounded-md border p-3',
      reply.fromBrand ? 'bg-card' : 'ml-8 bg-brand-50',
      reply.fromBrand === 1 && reply.isRead === 0 && 'border-red-300',
    )}
    data-testid="demand-reply"
  >
    <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
      <span>
        {reply.fromBrand ? T.brand : T.me} · {reply.replier} · {reply.createTime}
        {reply.fromBrand === 1 && reply.isRead === 0 && (
          <span className="ml-2 font-medium text-red-700">{T.unread}</span>
        )}
      </span>
      {reply.mine === 1 && (
        <Permission atom={atoms.demand.reply}>
          <span className="flex gap-3">
            <Button variant="link" size="sm" className="h-auto px-0" onClick={onEdit}>
              {T.edit}
            </Button>
            <Button variant="link" size="sm" className="h-auto px-0" onClick={onDelete}>
              <span className="text-destructive">{T.remove}</span>
            </Button>
          </span>
        </Permission>
      )}
    </div>
    <p className="text-sm whitespace-pre-wrap">{reply.content}</p>
    {reply.materials.length > 0 && (
      <ul className="flex flex-wrap gap-2">
        {reply.materials.map((m) => (
          <li
            key={m.id}
            className="inline-flex items-center gap-2 rounded-full border bg-background px-2 py-0.5 text-xs"
          >
            {m.materialCode} {m.materialName}
            <button type="button" className="text-primary underline" onClick={() => onComments(m)}>
              {T.comments}
            </button>
          </li>
        ))}
      </ul>
    )}
  </li>
);

const Detail = ({ id }: { id: number }) => {
  const { data: d } = useQuery(demandDetailQuery(id));
  const [editing, setEditing] = useState<DemandReply | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [material, setMaterial] = useState<{ id: number; materialName: string } | null>(null);
  const readAll = useReadAll();
  const remove = useDeleteReply();
  if (!d) return <p className="text-sm text-muted-foreground">{T.loading}</p>;
  const open = d.status === DemandStatus.open;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-3 text-sm sm:grid-cols-3">
        {[
          [T.requestNo, d.requestNo],
          [T.requester, d.requester],
          [T.status, DemandStatus.texts[d.status]],
          [T.deadline, displayText(d.deadline)],
          [T.createTime, d.createTime],
          [T.replyNum, String(d.replyNum)],
        ].map(([label, value]) => (
          <div key={label} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="grid gap-0.5 sm:col-span-3">
          <dt className="text-xs text-muted-foreground">{T.content}</dt>
          <dd className="whitespace-pre-wrap">{d.content}</dd>
        </div>
      </dl>
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold">{T.replies}</h3>
        {d.noReadNum > 0 && (
          <Button
            variant="outline"
            size="sm"
            disabled={readAll.isPending}
            onClick={() => readAll.mutate(d.id, { onSuccess: () => notify.success(T.readDone) })}
          >
            {T.readAll}（{d.noReadNum}）
          </Button>
        )}
      </div>
      {d.replies.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noReplies}</p>
      ) : (
        <ul className="grid max-h-96 gap-2 overflow-y-auto">
          {d.replies.map((r) => (
            <ReplyItem
              key={r.id}
              reply={r}
              onEdit={() => setEditing(r)}
              onDelete={() => setDeleting(r.id)}
              onComments={setMaterial}
            />
          ))}
        </ul>
      )}
      {open ? (
        <Permission atom={atoms.demand.reply}>
          <ReplyForm key={editing?.id ?? 'new'} requestId={d.id} editing={editing} onDone={() => setEditing(null)} />
        </Permission>
      ) : (
        <p className="text-sm text-muted-foreground">{T.ended}</p>
      )}
      <ConfirmDialog
        message={deleting === null ? null : T.confirmRemove}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting !== null &&
          remove.mutate(deleting, {
            onSuccess: () => {
              notify.success(T.removed);
              setDeleting(null);
            },
          })
        }
      />
      <CommentsDialog material={material} onClose={() => setMaterial(null)} />
    </div>
  );
};

/** One request with its replies, the reply form and 全部标为已读. */
export const DemandDetailDialog = ({ id, onClose }: { id: number | null; onClose: () => void }) => (
  <Dialog open={id !== null} onOpenChange={(o) => !o && onClose()}>
    <DialogContent className="sm:max-w-3xl">
      <DialogHeading title={T.detailTitle} description={T.replies} descriptionHidden />
      {id !== null && <Detail id={id} />}
    </DialogContent>
  </Dialog>
);
