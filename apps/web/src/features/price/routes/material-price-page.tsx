import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** materialPrice: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const MaterialPricePage = () => <RoutePlaceholder />;
