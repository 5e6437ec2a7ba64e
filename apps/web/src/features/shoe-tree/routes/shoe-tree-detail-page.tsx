import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { routeByPath } from '@/navigation/route-table';
import { shoeTreeDetailQuery } from '../api/shoe-tree';
import { ShoeTreeDetailView } from '../components/shoe-tree-detail';
import { ShoeTreeText as text } from '../texts';

/** shoeTreeDetail (?id=): the detail screen of a last, reached from 鞋楦管理 and 鞋楦信息维护. */
export const ShoeTreeDetailPage = () => {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...shoeTreeDetailQuery(valid ? id : 0), enabled: valid });
  const route = routeByPath(useLocation().pathname);
  // The top bar's 返回 (the route's show flag) leads back to the list.
  return (
    <>
      <PageHeader section={route?.section.title} title={route?.title ?? ''} />
      {detail.data ? (
        <ShoeTreeDetailView last={detail.data} />
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {!valid || detail.isError ? text.loadFailed : text.loading}
        </p>
      )}
    </>
  );
};
