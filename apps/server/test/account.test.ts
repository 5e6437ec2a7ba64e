import { AccountMessages, allAtoms, api, atoms, encryptPassword, StatusMessage, viewAtoms } from '@portal/contract';
import { describe, expect } from 'vitest';
import { outboxCode } from './account-outbox';
import { dataOf, demo, env, internalTest, login, readTest, send, useContractStub, writeTest } from './helper';

const { stub, tokens } = useContractStub();

const storedAccount = internalTest.because('reads the stored account row');

const loginBody = (loginAccount: string, password: string) => ({
  body: { loginAccount, password: encryptPassword(password, env.PASSWORD_AES_KEY) },
});

describe('oauth/login', () => {
  writeTest('answers the user session fields and a token', async () => {
    const res = await send(stub, api.account.login, loginBody('supplier', demo.supplier.password));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(StatusMessage.ok);
    const session = dataOf(api.account.login, res);
    expect(session).toMatchObject({ loginAccount: 'supplier', supplierCode: 'S10001' });
    expect(session.token).toMatch(/^[0-9a-f]{64}$/);
    expect(session.lastModifyTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  writeTest('gives the newcomer an empty lastModifyTime (forced password change)', async () => {
    const session = dataOf(
      api.account.login,
      await send(stub, api.account.login, loginBody('newcomer', demo.newcomer.password)),
    );
    expect(session.lastModifyTime).toBeNull();
  });

  writeTest.each([
    ['a wrong password', loginBody('supplier', 'Wrong@2026')],
    ['an unknown account', loginBody('nobody', 'Supplier@2026')],
    ['a password not encrypted with the key', { body: { loginAccount: 'supplier', password: 'Supplier@2026' } }],
  ])('rejects %s with 账号或密码错误', async (_, input) => {
    const res = await send(stub, api.account.login, input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: AccountMessages.loginFailed, data: null });
  });

  writeTest('names the missing field', async () => {
    const res = await send(stub, api.account.login, { body: { password: 'x' } });
    expect(res.body.status).toBe(400);
    expect(res.body.message).toMatch(/^loginAccount: /);
  });
});

describe('oauth/currentUser and oauth/menus', () => {
  readTest('returns the caller', async () => {
    const user = dataOf(api.account.currentUser, await send(stub, api.account.currentUser, {}, tokens.viewer));
    expect(user).toMatchObject({
      loginAccount: 'viewer',
      personName: '林晓梅',
      supplierName: '东莞市华彩鞋材科技有限公司',
    });
  });

  readTest('gives the supplier every atom but the supervisor audits, and the whole menu', async () => {
    const menus = dataOf(api.account.menus, await send(stub, api.account.menus, {}, tokens.supplier));
    const supervisorAtoms: string[] = [
      atoms.inquiryNotice.supervisorAudit,
      atoms.materialPrice.supervisorAudit,
      atoms.componentCost.supervisorAudit,
    ];
    const operator = allAtoms.filter((atom) => !supervisorAtoms.includes(atom)).sort();
    expect([...menus.permissions].sort()).toEqual(operator);
    expect(menus.buttons.map((b) => b.perms).sort()).toEqual(operator);
    expect(menus.buttons.find((b) => b.perms === 'fabric:recommendDelete')?.menuPath).toBe('supplierRecommendManage');
    const paths = menus.menu.flatMap((m) => [m.path, ...m.children.map((c) => c.path)]);
    expect(paths).toEqual(
      expect.arrayContaining(['/fabric', 'fabricManage', 'componentCost', 'componentParam', 'purchase']),
    );
    expect(menus.dictionary.length).toBeGreaterThan(5);
    expect(menus.dictionary.every((d) => d.details.length > 0)).toBe(true);
  });

  readTest('gives the supervisor every atom, the supervisor audits included, and the whole menu', async () => {
    const menus = dataOf(api.account.menus, await send(stub, api.account.menus, {}, tokens.supervisor));
    expect([...menus.permissions].sort()).toEqual([...allAtoms].sort());
    const user = dataOf(api.account.currentUser, await send(stub, api.account.currentUser, {}, tokens.supervisor));
    expect(user).toMatchObject({ loginAccount: 'supervisor', supplierName: '东莞市华彩鞋材科技有限公司' });
  });

  readTest('gives the viewer only view atoms and a smaller menu', async () => {
    const menus = dataOf(api.account.menus, await send(stub, api.account.menus, {}, tokens.viewer));
    // fixtures/README.md: the view atoms of the menus it has (no 组件成本, 组件参数, 材料待填报).
    const hidden = /^(component:cost|component:param|inquiry:material)/;
    expect([...menus.permissions].sort()).toEqual(viewAtoms.filter((a) => !hidden.test(a)).sort());
    expect(menus.permissions).not.toContain('fabric:fabricManageAdd');
    const paths = menus.menu.flatMap((m) => [m.path, ...m.children.map((c) => c.path)]);
    expect(paths).toContain('fabricManage');
    expect(paths).not.toContain('componentCost');
    expect(paths).not.toContain('componentParam');
  });
});

describe('oauth/changePwd', () => {
  writeTest.each([
    [{ oldPwd: '12345', newPwd: 'Abcdef1!', confirmPwd: 'Abcdef1!' }, 'oldPwd', AccountMessages.oldPasswordMin],
    [{ oldPwd: 'Supplier@2026', newPwd: '', confirmPwd: 'Abcdef1!' }, 'newPwd', AccountMessages.newPasswordRequired],
    [
      { oldPwd: 'Supplier@2026', newPwd: 'abcdefgh', confirmPwd: 'abcdefgh' },
      'newPwd',
      AccountMessages.newPasswordRule,
    ],
    [{ oldPwd: 'Supplier@2026', newPwd: 'Abc1!', confirmPwd: 'Abc1!' }, 'newPwd', AccountMessages.newPasswordRule],
    [
      { oldPwd: 'Supplier@2026', newPwd: 'Abcdef1!', confirmPwd: 'Abcdef1?' },
      'confirmPwd',
      AccountMessages.confirmMismatch,
    ],
  ])('enforces the spec rule on %o', async (body, field, message) => {
    const res = await send(stub, api.account.changePwd, { body }, tokens.supplier);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${field}: ${message}`);
  });

  writeTest('rejects a wrong old password', async () => {
    const body = { oldPwd: 'Wrong@2026', newPwd: 'Abcdef1!', confirmPwd: 'Abcdef1!' };
    const res = await send(stub, api.account.changePwd, { body }, tokens.supplier);
    expect(res.body).toEqual({ status: 400, message: AccountMessages.oldPasswordWrong, data: null });
  });

  storedAccount('changes the password, sets lastModifyTime and ends the sessions', async () => {
    const token = await login(stub, demo.newcomer);
    const body = { oldPwd: demo.newcomer.password, newPwd: 'Fresh#2027', confirmPwd: 'Fresh#2027' };
    expect(dataOf(api.account.changePwd, await send(stub, api.account.changePwd, { body }, token))).toBe(true);
    const stale = await send(stub, api.account.currentUser, {}, token);
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe(StatusMessage.tokenRejected);
    const row = await stub.app?.db.account.findUnique({ where: { loginAccount: 'newcomer' } });
    expect(row?.lastModifyTime).toBeInstanceOf(Date);
    expect(row?.passwordHash).toMatch(/^scrypt\$/);
    const again = await login(stub, { loginAccount: 'newcomer', password: 'Fresh#2027' });
    const user = dataOf(api.account.currentUser, await send(stub, api.account.currentUser, {}, again));
    expect(user.lastModifyTime).not.toBeNull();
  });
});

describe('oauth/saveOrUpdateSupplier', () => {
  const good = { personName: '陈志华', personEmail: 'chen@huacai-material.cn', personTel: '13800138001' };
  writeTest.each([
    [{ ...good, personName: ' ' }, 'personName', AccountMessages.personNameRequired],
    [{ ...good, personName: '名'.repeat(51) }, 'personName', AccountMessages.personNameTooLong],
    [{ ...good, personEmail: '' }, 'personEmail', AccountMessages.personEmailRequired],
    [{ ...good, personEmail: 'not-an-email' }, 'personEmail', AccountMessages.personEmailInvalid],
    [{ ...good, personEmail: `${'a'.repeat(45)}@x.com` }, 'personEmail', AccountMessages.personEmailInvalid],
    [{ ...good, personTel: '' }, 'personTel', AccountMessages.personTelRequired],
    [{ ...good, personTel: '12800138000' }, 'personTel', AccountMessages.personTelInvalid],
    [{ ...good, personTel: '138001380001' }, 'personTel', AccountMessages.personTelInvalid],
  ])('rejects %o', async (body, field, message) => {
    const res = await send(stub, api.account.saveOrUpdateSupplier, { body }, tokens.supplier);
    expect(res.body).toEqual({ status: 400, message: `${field}: ${message}`, data: null });
  });

  storedAccount('saves the profile', async () => {
    const token = await login(stub, demo.viewer);
    const body = { personName: '林晓梅', personEmail: 'lin.xm@huacai-material.cn', personTel: '13912340000' };
    expect(
      dataOf(api.account.saveOrUpdateSupplier, await send(stub, api.account.saveOrUpdateSupplier, { body }, token)),
    ).toBe(true);
    const row = await stub.app?.db.account.findUnique({ where: { loginAccount: 'viewer' } });
    expect(row).toMatchObject(body);
  });
});

describe('oauth/code and oauth/forgetPassword', () => {
  writeTest.onStub('resets the password with the code sent to the outbox, once', async () => {
    const res = await send(stub, api.account.code, { query: { loginAccount: 'viewer' } });
    const issued = dataOf(api.account.code, res);
    expect(issued).toEqual({ personTel: expect.stringMatching(/^139\*{4}\d{4}$/), expiresIn: 300 });
    expect(JSON.stringify(res.body)).not.toMatch(/\d{6}/);
    const code = await outboxCode(stub, 'viewer');
    const wrong = {
      loginAccount: 'viewer',
      code: code === '000000' ? '111111' : '000000',
      newPwd: 'Reset#2027',
      confirmPwd: 'Reset#2027',
    };
    expect((await send(stub, api.account.forgetPassword, { body: wrong })).body.message).toBe(
      AccountMessages.resetCodeInvalid,
    );
    const body = { ...wrong, code };
    expect(dataOf(api.account.forgetPassword, await send(stub, api.account.forgetPassword, { body }))).toBe(true);
    await login(stub, { loginAccount: 'viewer', password: 'Reset#2027' });
    expect((await send(stub, api.account.forgetPassword, { body })).body.message).toBe(
      AccountMessages.resetCodeInvalid,
    );
  });

  writeTest('answers an unknown account as if the code were sent', async () => {
    const res = await send(stub, api.account.code, { query: { loginAccount: 'nobody' } });
    expect(res.body.status).toBe(200);
    expect(res.body.data).toEqual({ personTel: expect.stringMatching(/^1[3-9]\d\*{4}\d{4}$/), expiresIn: 300 });
    const again = await send(stub, api.account.code, { query: { loginAccount: 'nobody' } });
    expect(again.body).toEqual(res.body);
  });
});
