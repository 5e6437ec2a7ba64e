import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** demandManage: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const DemandManagePage = () => <RoutePlaceholder />;
