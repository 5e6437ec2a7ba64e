import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** componentCost: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const ComponentCostPage = () => <RoutePlaceholder />;
