import { useQuery } from '@tanstack/react-query';
import { recommendSizeQuery } from '../../api/list';
import { MaterialListText as T } from './texts';

/** The count of the supplier's recommended materials (getSelectMaterialFabricSize), beside the page's buttons. */
export const RecommendCount = () => {
  const size = useQuery(recommendSizeQuery());
  if (size.data === undefined) return null;
  return (
    <span
      role="status"
      aria-label={T.recommendCountLabel}
      className="inline-flex h-9 items-center rounded-md bg-brand-50 px-3 text-sm font-medium text-primary tabular-nums"
    >
      {T.recommendCount(size.data)}
    </span>
  );
};
