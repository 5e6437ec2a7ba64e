import { RoutePlaceholder } from '@/components/layout/route-placeholder';

/** inquiryMaterial: a placeholder naming its section until this domain's issue lands; it calls nothing. */
export const InquiryMaterialPage = () => <RoutePlaceholder />;
