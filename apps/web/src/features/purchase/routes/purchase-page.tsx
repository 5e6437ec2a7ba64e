import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** purchase: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const PurchasePage = () => <RoutePlaceholder />;
