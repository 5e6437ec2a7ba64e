import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
