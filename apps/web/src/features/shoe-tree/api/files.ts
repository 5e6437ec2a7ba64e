import { api, type CallInput, type ShoeTreeFileNode } from '@portal/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/api-client';
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
const useFilesChanged = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [api.shoeTree.fileList, api.shoeTree.fileTree, api.shoeTree.detail].map((c) =>
        queryClient.invalidateQueries({ queryKey: callKey(c) }),
      ),
    );
};

export const useFileMutations = () => {
  const changed = useFilesChanged();
  const options = { onSuccess: changed };
  return {
    save: useMutation({
      mutationFn: (body: CallInput<typeof api.shoeTree.fileAddOrUpdate>['body']) =>
        request(api.shoeTree.fileAddOrUpdate, { body }),
      ...options,
    }),
    rename: useMutation({
      mutationFn: (body: { id: number; name: string }) => request(api.shoeTree.fileRename, { body }),
      ...options,
    }),
    removeFile: useMutation({
      mutationFn: (id: number) => request(api.shoeTree.fileDeleteFile, { body: { id } }),
      ...options,
    }),
    removeFolder: useMutation({
      mutationFn: (body: { shoeTreeId: number; ids: number[] }) => request(api.shoeTree.fileDelete, { body }),
      ...options,
    }),
  };
};
