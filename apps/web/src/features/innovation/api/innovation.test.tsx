import { api, type InnovationListItem, InnovationStatus, innovationDraftSchema } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { usePagedList } from '@/components/list/use-paged-list';
import { sessionStore } from '@/session/session';
import { sessionFixture } from '@/test/fixtures';
import { calledPaths, stubApi } from '@/test/render-app';
import { useSaveInnovation } from './innovation';

const paths = {
  list: api.innovation.list.path,
  save: api.innovation.saveOrUpdate.path,
};

const row = (id: number, materialName: string): InnovationListItem => ({
  id,
  divisionId: 2,
  sectionId: 109,
  divisionName: '合成革',
  sectionName: 'PU革',
  materialName,
  materialCode: `CX${String(id).padStart(6, '0')}`,
  comment: null,
  coreTechnology: null,
  tags: [],
  coverImgId: null,
  otherImgIds: [],
  appendixIds: [],
  status: InnovationStatus.draft,
  createTime: '2026-10-01 10:00:00',
  modifyTime: '2026-10-01 10:00:00',
});

/** A list screen of innovation materials (the list kit's hook, keyed by the call) and a save button beside it. */
const ListAndSave = () => {
  const list = usePagedList(api.innovation.list);
  const save = useSaveInnovation();
  return (
    <>
      <ul aria-label="rows">
        {list.rows.map((r) => (
          <li key={r.id}>{r.materialName}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() =>
          // A draft with only a name: the draft schema's defaults fill the rest.
          save.mutate({ ...innovationDraftSchema.parse({ materialName: '新材料' }), status: InnovationStatus.draft })
        }
      >
        save
      </button>
    </>
  );
};

describe('saving an innovation material', () => {
  it('reloads a paged list of api.innovation.list on any page and filter', async () => {
    sessionStore.signIn(sessionFixture);
    const stored = [row(1, '再生PU超纤复合革')];
    const fetchMock = stubApi({
      [paths.list]: () => ({ count: stored.length, data: stored }),
      [paths.save]: () => {
        stored.unshift(row(2, '新材料'));
        return { id: 2, materialCode: 'CX000002' };
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/fabric/fabricInnovate?page=1&materialName=PU']}>
          <ListAndSave />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('再生PU超纤复合革')).toBeTruthy();
    const listCalls = () => calledPaths(fetchMock).filter((p) => p === paths.list).length;
    expect(listCalls()).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'save' }));
    expect(await screen.findByText('新材料')).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBe(2));
  });
});
