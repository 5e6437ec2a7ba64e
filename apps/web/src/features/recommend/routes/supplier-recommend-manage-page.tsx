import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** supplierRecommendManage: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const SupplierRecommendManagePage = () => <RoutePlaceholder />;
