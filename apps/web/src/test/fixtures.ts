import type { Menus, Session } from '@portal/contract';

/** Answers shaped like the contract's, for tests that mock fetch. */
export const sessionFixture: Session = {
  token: 'token-abc',
  personName: '张三',
  lastModifyTime: '2024-03-01 09:00:00',
  supplierCode: 'S001',
  supplierName: '华南面料有限公司',
  loginAccount: 'supplier01',
  personTel: '13800000000',
  personEmail: 'zhangsan@example.cn',
  createTime: '2024-01-01 10:00:00',
};

export const menusFixture: Menus = {
  menu: [{ id: 1, name: '面料管理', path: '/fabric', ico: 'fabric', parent: 0, sort: 1, children: [] }],
  permissions: ['fabric:fabricManageAdd'],
  buttons: [{ perms: 'fabric:fabricManageAdd', name: '上传鞋面料', menuPath: '/fabric' }],
  dictionary: [{ code: 'season', name: '季度', details: [{ id: 1, dcode: '24SS', dname: '2024春夏' }] }],
};

export const envelope = (status: number, message: string, data: unknown, httpStatus = status): Response =>
  new Response(JSON.stringify({ status, message, data }), {
    status: httpStatus,
    headers: { 'content-type': 'application/json' },
  });
