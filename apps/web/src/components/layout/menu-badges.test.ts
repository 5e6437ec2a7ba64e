import { describe, expect, it } from 'vitest';
import type { NavEntry } from '@/navigation/menu';
import { badgeOf } from './menu-badges';

const link = (route?: 'demandManage' | 'scanApply'): NavEntry => ({
  kind: 'link',
  key: `menu-${route ?? 'home'}`,
  label: route ?? 'home',
  icon: '',
  to: `/${route ?? ''}`,
  route,
});

describe('badgeOf', () => {
  it('gives a link its route’s count and a group the sum of its children', () => {
    const badges = { demandManage: 3 };
    expect(badgeOf(link('demandManage'), badges)).toBe(3);
    expect(badgeOf(link('scanApply'), badges)).toBe(0);
    expect(badgeOf(link(), badges)).toBe(0);
    const group: NavEntry = {
      kind: 'group',
      key: 'g',
      label: '材料需求',
      icon: '',
      children: [link('demandManage'), link('scanApply')] as Extract<NavEntry, { kind: 'link' }>[],
    };
    expect(badgeOf(group, badges)).toBe(3);
  });
});
