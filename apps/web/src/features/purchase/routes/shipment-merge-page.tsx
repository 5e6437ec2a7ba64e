import { atoms } from '@portal/contract';
import { useSearchParams } from 'react-router-dom';
import { Permission } from '@/components/permission';
import { idsFrom, ShipmentPage } from '../components/shipment-page';
import { PurchaseText } from '../texts';

/** shipmentMerge 调料单交付页面: one shipment across several orders of one factory (?ids=1,2). */
export const ShipmentMergePage = () => {
  const [search] = useSearchParams();
  return (
    <Permission atom={atoms.purchase.mergeShipment} redirect>
      <ShipmentPage ids={idsFrom(search)} title={PurchaseText.mergeTitle} />
    </Permission>
  );
};
