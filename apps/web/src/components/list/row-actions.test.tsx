import { atoms } from '@portal/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/session/session';
import { DataTable } from './data-table';
import { type RowAction, rowActionsColumn } from './row-actions';

interface Row {
  id: number;
  code: string;
  open: boolean;
}

const rows: Row[] = [
  { id: 1, code: 'A-1', open: true },
  { id: 2, code: 'B-2', open: false },
];

const edit = vi.fn();
const remove = vi.fn();
const actions: RowAction<Row>[] = [
  { label: '详情', to: (r) => `/detail?id=${r.id}`, ariaLabel: (r) => `详情 ${r.code}` },
  { label: '修改', atom: atoms.season.accept, when: (r) => r.open, onClick: edit },
  { label: '删除', atom: atoms.season.supplierDelete, destructive: true, onClick: remove },
];

const rowOf = (code: string) => {
  const cell = screen.getByRole('cell', { name: code });
  return within(cell.closest('tr') as HTMLElement);
};

const renderList = () =>
  render(
    <MemoryRouter>
      <DataTable
        columns={[{ key: 'code', header: '编码', cell: (r) => r.code }, rowActionsColumn('操作', 160, actions)]}
        rows={rows}
        rowKey={(r) => r.id}
      />
    </MemoryRouter>,
  );

describe('rowActionsColumn (the list kit’s row actions)', () => {
  beforeEach(() =>
    sessionStore.setMenus({ menu: [], permissions: [atoms.season.accept], buttons: [], dictionary: [] }),
  );
  afterEach(() => sessionStore.clear());

  it('shows what the row offers and the user may use, pinned on the right, and acts on that row', async () => {
    renderList();
    expect(screen.getByRole('columnheader', { name: '操作' }).dataset.pinned).toBe('end');

    const first = rowOf('A-1');
    expect(first.getByRole('link', { name: '详情 A-1' }).getAttribute('href')).toBe('/detail?id=1');
    // 删除 needs an atom the user lacks: not rendered at all.
    expect(first.queryByRole('button', { name: '删除' })).toBeNull();
    await userEvent.click(first.getByRole('button', { name: '修改' }));
    expect(edit).toHaveBeenCalledWith(rows[0]);

    // The closed row does not offer 修改.
    const second = rowOf('B-2');
    expect(second.getByRole('link', { name: '详情 B-2' })).toBeTruthy();
    expect(second.queryByRole('button', { name: '修改' })).toBeNull();
  });

  it('shows a destructive action in its colour to a user who holds its atom', async () => {
    sessionStore.setMenus({ menu: [], permissions: [atoms.season.supplierDelete], buttons: [], dictionary: [] });
    renderList();
    const button = rowOf('B-2').getByRole('button', { name: '删除' });
    expect(button.className).toContain('text-destructive');
    await userEvent.click(button);
    expect(remove).toHaveBeenCalledWith(rows[1]);
  });
});
