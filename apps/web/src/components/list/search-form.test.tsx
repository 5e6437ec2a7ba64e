import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { windowWidth } from '@/test/window-width';
import { SearchForm } from './search-form';

describe('the search form', () => {
  it('hints a text field with 请输入 and its label where the list gives no hint, and keeps a given one', () => {
    render(
      <SearchForm
        fields={[
          { name: 'materialCode', label: '材料编码', kind: 'text' },
          { name: 'seasonCode', label: '季度', kind: 'text', placeholder: '如 24Q3' },
        ]}
        values={{ materialCode: '', seasonCode: '' }}
        onSearch={vi.fn()}
        onReset={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('材料编码').getAttribute('placeholder')).toBe('请输入材料编码');
    expect(screen.getByLabelText('季度').getAttribute('placeholder')).toBe('如 24Q3');
  });

  const fields = [
    { name: 'materialCode', label: '材料编码', kind: 'text' },
    { name: 'materialName', label: '材料名称', kind: 'text' },
    { name: 'seasonCode', label: '季度', kind: 'text' },
    { name: 'remark', label: '备注', kind: 'text' },
  ] as const;
  type Name = (typeof fields)[number]['name'];
  const form = (values: Partial<Record<Name, string>> = {}) =>
    render(
      <SearchForm
        fields={[...fields]}
        values={{ materialCode: '', materialName: '', seasonCode: '', remark: '', ...values }}
        onSearch={vi.fn()}
        onReset={vi.fn()}
      />,
    );
  const shown = () => screen.queryAllByRole('textbox').map((box) => box.getAttribute('name'));

  it('on a phone shows the first two fields and 展开 for the rest, which 收起 folds again', async () => {
    windowWidth(390);
    form();
    expect(shown()).toEqual(['materialCode', 'materialName']);
    const toggle = screen.getByRole('button', { name: '展开' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(shown()).toEqual(['materialCode', 'materialName', 'seasonCode', 'remark']);
    await userEvent.click(screen.getByRole('button', { name: '收起' }));
    expect(shown()).toEqual(['materialCode', 'materialName']);
  });

  it('on a phone opens folded when a later field holds a value, so no filter in force is hidden', () => {
    windowWidth(390);
    form({ remark: '加急' });
    expect(shown()).toEqual(['materialCode', 'materialName', 'seasonCode', 'remark']);
  });

  it('is never folded on a wider screen', () => {
    windowWidth(1440);
    form();
    expect(shown()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: '展开' })).toBeNull();
  });
});
