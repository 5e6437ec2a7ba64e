import { Construction } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { AppText } from '@/lib/texts';
import { routeByPath } from '@/navigation/route-table';
import { PageHeader } from './page-header';

/**
 * The body of a product page whose domain issue has not landed yet. It names the section and the
 * page from the route table and calls nothing: the lists behind it are not implemented yet.
 */
export const RoutePlaceholder = () => {
  const { pathname } = useLocation();
  const route = routeByPath(pathname);
  const section = route?.section.title ?? '';
  const title = route?.title ?? '';
  return (
    <>
      <PageHeader section={section} title={title} />
      <Card data-testid="route-placeholder" className="items-center gap-3 px-6 py-16 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-500">
          <Construction aria-hidden className="size-7" />
        </span>
        <p className="text-base font-medium text-foreground">
          {section} · {title}
        </p>
        <p className="text-sm text-muted-foreground">{AppText.placeholder.message}</p>
      </Card>
    </>
  );
};
