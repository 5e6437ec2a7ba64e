import { api, type CallInput, type ScrapForm, type ShoeTreeDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';
import { callKey } from '@/api/query-keys';
import { useSession } from '@/session/session';

const byId = (id: number) => ({ params: { id } });

export const shoeTreeDetailQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.shoeTree.detail, byId(id)),
    queryFn: (): Promise<ShoeTreeDetail> => request(api.shoeTree.detail, byId(id)),
    staleTime: 0,
  });

export const shoeTreeRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: callKey(api.shoeTree.records, byId(id)),
    queryFn: () => request(api.shoeTree.records, byId(id)),
  });

export const scrapSizesQuery = (shoeTreeId: number) =>
  queryOptions({
    queryKey: callKey(api.shoeTree.scrapSize, { body: { shoeTreeId } }),
    queryFn: () => request(api.shoeTree.scrapSize, { body: { shoeTreeId } }),
    staleTime: 0,
  });

export const shoesFabricQuery = (shoeTreeCode: string) => {
  const input = { body: { shoeTreeCode, page: 1, limit: 100 } };
  return queryOptions({
    queryKey: callKey(api.shoeTree.shoesFabricList, input),
    queryFn: () => request(api.shoeTree.shoesFabricList, input),
  });
};

/** 待维护: the badge of the maintenance screen, the count maintain/list gives with maintainStatus 0. */
export const waitingCountQuery = () =>
  queryOptions({
    queryKey: callKey(api.shoeTree.maintainedCount, { body: { maintainStatus: 0 } }),
    queryFn: () => request(api.shoeTree.maintainedCount, { body: { maintainStatus: 0 } }),
  });

/**
 * The options of the search forms: the shoe factories and the last factories of the supplier's own lasts, both alike
 * (spec 000 gives each its call of the caller's lasts; a factory none of them is made by or at only finds nothing).
 */
export const useShoeAndLastFactoryOptions = () => {
  const shoe = useQuery({
    queryKey: callKey(api.shoeTree.shoeFactory, { body: {} }),
    queryFn: () => request(api.shoeTree.shoeFactory, { body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const last = useQuery({
    queryKey: callKey(api.shoeTree.queryShoeTreeFactorys, { body: {} }),
    queryFn: () => request(api.shoeTree.queryShoeTreeFactorys, { body: {} }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const options = (rows: { supplierCode: string; shortName: string }[] | undefined) =>
    (rows ?? []).map((f) => ({ label: f.shortName, value: f.supplierCode }));
  return { shoe: options(shoe.data), last: options(last.data) };
};

/** Entries of a dictionary the menus call brought (seasons, last types). */
export const useDictionaryOptions = (code: string) => {
  const { dictionary } = useSession();
  return (dictionary.find((d) => d.code === code)?.details ?? []).map((d) => ({ label: d.dname, value: d.dcode }));
};

/** After a change of a last: its lists, count, detail, sizes and records are read again. */
const invalidates = [
  api.shoeTree.supplierList,
  api.shoeTree.maintainList,
  api.shoeTree.maintainedCount,
  api.shoeTree.detail,
  api.shoeTree.sizes,
  api.shoeTree.records,
  api.shoeTree.scrapSize,
  api.shoeTree.maintainShowTreeImgs,
];

export const useScrap = () =>
  useCallMutation(api.shoeTree.scrapRecord, {
    invalidates,
    input: (body: ScrapForm & { shoeTreeId: number }) => ({ body }),
  });
export const useMaintain = () =>
  useCallMutation(api.shoeTree.maintainShowTree, {
    invalidates,
    input: (body: CallInput<typeof api.shoeTree.maintainShowTree>['body']) => ({ body }),
  });
