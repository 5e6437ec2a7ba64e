import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** shipmentMerge: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const ShipmentMergePage = () => <RoutePlaceholder />;
