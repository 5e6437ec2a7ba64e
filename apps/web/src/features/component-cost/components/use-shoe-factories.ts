import { useQuery } from '@tanstack/react-query';
import { shoeFactoriesQuery } from '@/api/lookups';
import type { Option } from '@/components/list';

/** The shoe factories as options (the factory filter and 全部鞋厂). */
export const useShoeFactories = (): Option[] => {
  const { data } = useQuery(shoeFactoriesQuery());
  return (data ?? []).map((f) => ({ label: f.shortName, value: f.supplierCode }));
};
