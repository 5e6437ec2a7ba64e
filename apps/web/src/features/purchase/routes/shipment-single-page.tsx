import { useSearchParams } from 'react-router-dom';
import { idsFrom, ShipmentPage } from '../components/shipment-page';

/** shipmentSingle 调料单交付页面: the shipment of one order (?id=). */
export const ShipmentSinglePage = () => {
  const [search] = useSearchParams();
  const ids = idsFrom(search).slice(0, 1);
  return <ShipmentPage ids={ids} />;
};
