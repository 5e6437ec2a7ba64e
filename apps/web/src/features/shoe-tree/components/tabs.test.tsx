import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatBytes } from './file-manager';
import { Tabs } from './tabs';

const Harness = () => {
  const [tab, setTab] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="鞋楦"
      value={tab}
      onChange={setTab}
      tabs={[
        { key: 'a', label: '基本信息', content: () => <p>资料</p> },
        { key: 'b', label: '尺码库存', content: () => <p>尺码</p> },
        { key: 'c', label: '履历记录', content: () => <p>记录</p> },
      ]}
    />
  );
};

describe('the detail tabs', () => {
  it('shows one panel, switches by click and by arrow keys, and wraps around', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getByRole('tabpanel').textContent).toBe('资料');
    expect(screen.getByRole('tab', { name: '基本信息' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: '尺码库存' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('尺码');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '履历记录' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('记录');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tabpanel').textContent).toBe('资料');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel').textContent).toBe('记录');
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [675, '675 B'],
    [4057, '4.0 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
  ])('%d → %s', (bytes, shown) => expect(formatBytes(bytes)).toBe(shown));
});
