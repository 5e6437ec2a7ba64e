import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table';

interface Row {
  id: number;
  name: string;
}

const rows: Row[] = [
  { id: 1, name: '头层牛皮' },
  { id: 2, name: '超纤绒面革' },
];
const name: Column<Row> = { key: 'name', header: '材料名称', width: 200, cell: (r) => r.name };
const actions: Column<Row> = {
  key: 'actions',
  header: '操作',
  width: 160,
  cell: (r) => <button type="button">详情 {r.id}</button>,
};

const cellsOf = (header: string) => {
  const table = screen.getByRole('table');
  const head = within(table).getByRole('columnheader', { name: header });
  const index = [...(head.parentElement?.children ?? [])].indexOf(head);
  const cells = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.children[index] as HTMLElement);
  return [head, ...cells];
};

describe('DataTable', () => {
  it('pins the row actions, its last column keyed actions, on the right of every list', () => {
    render(<DataTable columns={[name, actions]} rows={rows} rowKey={(r) => r.id} label="材料" />);
    for (const cell of cellsOf('操作')) {
      expect(cell.dataset.pinned).toBe('end');
      // Sticky on the right where the table is wide enough (a container query: jsdom lays nothing out).
      expect(cell.className).toContain('@2xl/table:sticky');
      expect(cell.className).toContain('@2xl/table:right-0');
    }
    for (const cell of cellsOf('材料名称')) expect(cell.dataset.pinned).toBeUndefined();
    // Its own edge shadow replaces the table's right fade where it is pinned.
    const container = screen.getByRole('table').closest('[data-slot=table-container]') as HTMLElement;
    expect(container.querySelector('.bg-gradient-to-l')?.className).toContain('@2xl/table:hidden');
  });

  it('pins a last column marked sticky end, and leaves one that opts out or is not the actions', () => {
    const note: Column<Row> = { key: 'note', header: '备注', sticky: 'end', cell: (r) => r.name };
    const { unmount } = render(<DataTable columns={[name, note]} rows={rows} rowKey={(r) => r.id} />);
    for (const cell of cellsOf('备注')) expect(cell.dataset.pinned).toBe('end');
    unmount();

    render(<DataTable columns={[{ ...actions, sticky: false }, name]} rows={rows} rowKey={(r) => r.id} />);
    for (const cell of [...cellsOf('操作'), ...cellsOf('材料名称')]) expect(cell.dataset.pinned).toBeUndefined();
    const container = screen.getByRole('table').closest('[data-slot=table-container]') as HTMLElement;
    expect(container.querySelector('.bg-gradient-to-l')?.className).not.toContain('@2xl/table:hidden');
  });
});
