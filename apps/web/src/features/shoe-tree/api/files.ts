import { api, type CallInput, type ShoeTreeFileNode } from '@portal/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '@/api/api-client';
import { useCallMutation } from '@/api/mutations';
import { callKey } from '@/api/query-keys';

/** One folder level of a last's files (the root with parentId null). */
export const folderQuery = (shoeTreeId: number, parentId: number | null) =>
  queryOptions({
    queryKey: callKey(api.shoeTree.fileList, { body: { shoeTreeId, parentId } }),
    queryFn: () => request(api.shoeTree.fileList, { body: { shoeTreeId, parentId } }),
    staleTime: 0,
  });

/** Every folder of a last, nested: the folder tree, the breadcrumbs and the move picker read it. */
export const folderTreeQuery = (shoeTreeId: number) =>
  queryOptions({
    queryKey: callKey(api.shoeTree.fileTree, { body: { shoeTreeId, foldersOnly: true } }),
    queryFn: (): Promise<ShoeTreeFileNode[]> =>
      request(api.shoeTree.fileTree, { body: { shoeTreeId, foldersOnly: true } }),
    staleTime: 0,
  });

export const nodeInfo = (id: number) => request(api.shoeTree.fileInfo, { body: { id } });

/** Every file call changes the folder listings, the tree and the last's file count. */
const invalidates = [api.shoeTree.fileList, api.shoeTree.fileTree, api.shoeTree.detail];

export const useFileMutations = () => ({
  save: useCallMutation(api.shoeTree.fileAddOrUpdate, {
    invalidates,
    input: (body: CallInput<typeof api.shoeTree.fileAddOrUpdate>['body']) => ({ body }),
  }),
  rename: useCallMutation(api.shoeTree.fileRename, {
    invalidates,
    input: (body: { id: number; name: string }) => ({ body }),
  }),
  removeFile: useCallMutation(api.shoeTree.fileDeleteFile, { invalidates, input: (id: number) => ({ body: { id } }) }),
  removeFolder: useCallMutation(api.shoeTree.fileDelete, {
    invalidates,
    input: (body: { shoeTreeId: number; ids: number[] }) => ({ body }),
  }),
});
