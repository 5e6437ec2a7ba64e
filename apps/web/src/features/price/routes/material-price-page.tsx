import { useSearchParams } from 'react-router-dom';
import type { PriceKind } from '../api/price';
import { CardList } from '../components/card-list';
import { FloatList } from '../components/float-list';
import { PriceTabs, priceKinds } from '../components/price-tabs';

/**
 * materialPrice 材料价格: four lists on one route (`?tab=color|line|effect`): the material price cards and
 * their colour, line (纹路) and effect prices, each with add / edit, submit, supervisor audit, delete, history and
 * export, the actions each row's status allows (docs/domains/price.md).
 */
export const MaterialPricePage = () => {
  const [params] = useSearchParams();
  const tab = params.get('tab');
  const kind: PriceKind = priceKinds.find((k) => k === tab) ?? 'material';
  const tabs = <PriceTabs current={kind} />;
  return kind === 'material' ? <CardList key={kind} tabs={tabs} /> : <FloatList key={kind} kind={kind} tabs={tabs} />;
};
