import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { useMessages, useReadMessages } from '../api/demand';
import { DemandText as T } from '../texts';

const MessageList = ({ onOpenRequest }: { onOpenRequest: (id: number) => void }) => {
  const [onlyUnread, setOnlyUnread] = useState(true);
  const { data } = useMessages(onlyUnread ? 0 : undefined);
  const read = useReadMessages();
  const unreadIds = (data?.data ?? []).filter((m) => m.isRead === 0).map((m) => m.id);
  return (
    <div className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <div className="flex rounded-md border p-0.5 text-sm">
          {[true, false].map((v) => (
            <button
              key={String(v)}
              type="button"
              aria-pressed={onlyUnread === v}
              className={cn('rounded px-3 py-1', onlyUnread === v && 'bg-primary text-primary-foreground')}
              onClick={() => setOnlyUnread(v)}
            >
              {v ? T.unreadMessages : T.allMessages}
            </button>
          ))}
        </div>
        {unreadIds.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => read.mutate(unreadIds)}>
            {T.readAll}
          </Button>
        )}
      </div>
      {data && data.data.length === 0 && <p className="text-sm text-muted-foreground">{T.noMessages}</p>}
      <ul className="grid max-h-96 gap-2 overflow-y-auto">
        {(data?.data ?? []).map((m) => (
          <li key={m.id} className="grid gap-1 rounded-md border p-3" data-testid="demand-message">
            <div className="flex items-center justify-between gap-2">
              <span className={cn('text-sm', m.isRead === 0 && 'font-semibold')}>{m.title}</span>
              <span className="text-xs text-muted-foreground">{m.createTime}</span>
            </div>
            <p className="text-sm text-muted-foreground">{m.content}</p>
            <div className="flex gap-3">
              {m.businessType === 'demandReply' && m.businessId && (
                <Button
                  variant="link"
                  size="sm"
                  className="h-auto px-0"
                  onClick={() => {
                    read.mutate([m.id]);
                    onOpenRequest(Number(m.businessId));
                  }}
                >
                  {T.open}
                </Button>
              )}
              {m.isRead === 0 ? (
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => read.mutate([m.id])}>
                  {T.markRead}
                </Button>
              ) : (
                <span className="text-xs text-muted-foreground">{T.read}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
};

/** 消息中心: the supplier's messages; reading one about a reply reads the reply, so the badges fall at once. */
export const MessagesDialog = ({
  open,
  onClose,
  onOpenRequest,
}: {
  open: boolean;
  onClose: () => void;
  onOpenRequest: (id: number) => void;
}) => (
  <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
    <DialogContent className="sm:max-w-xl">
      <DialogHeading title={T.messagesTitle} description={T.messages} descriptionHidden />
      {open && <MessageList onOpenRequest={onOpenRequest} />}
    </DialogContent>
  </Dialog>
);
