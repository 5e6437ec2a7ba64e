import type { CategoryNode } from '@portal/contract';

/** The shoe categories the innovation tests answer: two divisions with sections and one the forms hide. */
export const categories: CategoryNode[] = [
  {
    id: 2,
    name: '合成革',
    materialCode: 'SY',
    childrens: [
      { id: 109, name: 'PU革', materialCode: 'SY' },
      { id: 110, name: 'PU植绒', materialCode: 'SY' },
    ],
  },
  { id: 4, name: '网布/纺织', materialCode: 'TX', childrens: [{ id: 124, name: '飞织面料', materialCode: 'TX' }] },
  { id: 15, name: '虚拟材料-加工方式', materialCode: 'XN', childrens: [] },
];
