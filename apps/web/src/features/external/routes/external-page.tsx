import { ExternalLink, TriangleAlert } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { AppText } from '@/lib/texts';
import { embeddableUrl } from '../safe-url';
import { ExternalText } from '../texts';

/** /external?url=… (spec 000 §2): the page of an external menu link in an embedded frame. */
export const ExternalPage = () => {
  const [searchParams] = useSearchParams();
  const url = embeddableUrl(searchParams.get('url'));

  if (!url) {
    return (
      <Card className="items-center gap-3 px-6 py-16 text-center">
        <TriangleAlert aria-hidden className="size-8 text-warning" />
        <p role="alert" className="text-base font-medium">
          {ExternalText.invalidUrl}
        </p>
      </Card>
    );
  }

  return (
    <div className="flex h-[calc(100vh-9.5rem)] min-h-96 flex-col overflow-hidden rounded-xl border bg-card shadow-sm max-desk:h-[calc(100vh-6rem)]">
      <div className="flex h-10 shrink-0 items-center justify-between gap-3 border-b bg-muted/50 px-4 text-xs text-muted-foreground">
        <span className="truncate" title={url}>
          {url}
        </span>
        <a
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex shrink-0 items-center gap-1 text-primary hover:underline"
        >
          <ExternalLink aria-hidden className="size-3.5" />
          {ExternalText.openInNewTab}
        </a>
      </div>
      <iframe
        title={AppText.routes.external}
        src={url}
        className="w-full flex-1 border-0"
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-downloads"
      />
    </div>
  );
};
