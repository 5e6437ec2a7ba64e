import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** fabricInnovate: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const FabricInnovatePage = () => <RoutePlaceholder />;
