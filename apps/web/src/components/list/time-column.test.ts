import { describe, expect, it } from 'vitest';
import { emptyText } from '@/lib/format';
import { timeColumn } from './time-column';

interface Row {
  id: number;
  modifyTime: string | null;
  deliveryDate: string;
}

const row: Row = { id: 1, modifyTime: '2026-11-28T08:05:09', deliveryDate: '2026-12-01T00:00:00' };

describe('timeColumn', () => {
  it('is keyed and sorted by its field and shows the time on one line', () => {
    const column = timeColumn<Row, 'modifyTime'>('modifyTime', '修改时间', 150);
    expect(column).toMatchObject({ key: 'modifyTime', sortField: 'modifyTime', header: '修改时间', width: 150 });
    expect(column.className).toBe('whitespace-nowrap tabular-nums');
    expect(column.cell(row)).toBe('2026-11-28 08:05');
    expect(column.cell({ ...row, modifyTime: null })).toBe(emptyText);
  });

  it('shows a day in its format and adds the caller’s classes', () => {
    const column = timeColumn<Row, 'deliveryDate'>('deliveryDate', '交货日期', 110, {
      format: 'YYYY-MM-DD',
      className: 'pr-5',
    });
    expect(column.cell(row)).toBe('2026-12-01');
    expect(column.className).toBe('whitespace-nowrap tabular-nums pr-5');
  });
});
