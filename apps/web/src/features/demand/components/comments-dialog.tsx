import { atoms, CommentMessages, commentFormSchema, type MaterialComment } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Permission } from '@/components/permission';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { notify } from '@/lib/notify';
import { commentsQuery, useDeleteComment, useSaveComment } from '../api/demand';
import { DemandText as T } from '../texts';

const Thread = ({ materialId }: { materialId: number }) => {
  const { data: comments } = useQuery(commentsQuery(materialId));
  const [content, setContent] = useState('');
  const [parent, setParent] = useState<MaterialComment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveComment();
  const remove = useDeleteComment();
  const publish = () => {
    const parsed = commentFormSchema.safeParse({ content });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? CommentMessages.contentRequired);
    setError(null);
    save.mutate(
      { materialId, content: parsed.data.content, parentId: parent?.id },
      {
        onSuccess: () => {
          notify.success(T.commented);
          setContent('');
          setParent(null);
        },
      },
    );
  };
  if (!comments) return <p className="text-sm text-muted-foreground">{T.loading}</p>;
  return (
    <div className="grid gap-3">
      {comments.length === 0 && <p className="text-sm text-muted-foreground">{T.noComments}</p>}
      <ul className="grid max-h-80 gap-2 overflow-y-auto">
        {comments.map((c) => (
          <li key={c.id} className={c.parentId ? 'ml-6 rounded-md border p-2' : 'rounded-md border p-2'}>
            <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
              <span>
                {c.commenter} · {c.createTime}
              </span>
              <span className="flex gap-2">
                <Permission atom={atoms.comment.add}>
                  <Button variant="link" size="sm" className="h-auto px-0" onClick={() => setParent(c)}>
                    {T.answer}
                  </Button>
                </Permission>
                {c.mine === 1 && (
                  <Permission atom={atoms.comment.delete}>
                    <Button variant="link" size="sm" className="h-auto px-0" onClick={() => remove.mutate(c.id)}>
                      <span className="text-destructive">{T.remove}</span>
                    </Button>
                  </Permission>
                )}
              </span>
            </div>
            <p className="text-sm">{c.content}</p>
          </li>
        ))}
      </ul>
      <Permission atom={atoms.comment.add}>
        <div className="grid gap-2">
          {parent && (
            <p className="text-xs text-muted-foreground">
              {T.answering(parent.commenter)}{' '}
              <button type="button" className="underline" onClick={() => setParent(null)}>
                {T.cancel}
              </button>
            </p>
          )}
          <textarea
            aria-label={T.comments}
            className="min-h-16 rounded-md border bg-background px-3 py-2 text-sm"
            placeholder={T.commentPlaceholder}
            maxLength={500}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
          {error && (
            <p role="alert" className="text-xs text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end">
            <Button onClick={publish} disabled={save.isPending}>
              {T.publish}
            </Button>
          </div>
        </div>
      </Permission>
    </div>
  );
};

/** The comments on one of the supplier's materials (comment/commentList); one deletes only one's own. */
export const CommentsDialog = ({
  material,
  onClose,
}: {
  material: { id: number; materialName: string } | null;
  onClose: () => void;
}) => (
  <Dialog open={material !== null} onOpenChange={(o) => !o && onClose()}>
    <DialogContent className="sm:max-w-lg">
      <DialogHeading
        title={material ? T.commentsOf(material.materialName) : T.comments}
        description={T.comments}
        descriptionHidden
      />
      {material && <Thread materialId={material.id} />}
    </DialogContent>
  </Dialog>
);
