import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@portal/contract';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from '../support/browser';
import { type Stack, startStack } from '../support/stack';

/**
 * The control surface against a web page of another origin, in a real browser (docs/dev-kit.md "Who may call it"):
 * the page can neither read the outbox (a reset code: an account taken over) nor reset the stub, by fetch, by a
 * no-cors POST or by a form; and a name that resolves to this machine (DNS rebinding) is not served at all.
 */
let stack: Stack;
let browser: Browser;
let attacker: Server;
let attackerUrl: string;

const control = async (method: string, path: string, body?: object) => {
  const res = await fetch(`${stack.stubUrl}/__stub${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
  });
  return (await res.json()) as { status: number; message: string; data: unknown };
};

/** The page another site serves: it tries every way a page has to read the outbox and to reset the stub. */
const attackerPage = (stubUrl: string) => `<!doctype html>
<html><body>
<iframe name="sink"></iframe>
<form id="form" method="POST" action="${stubUrl}/__stub/reset" target="sink" enctype="text/plain">
  <input name='{"x":"' value='"}'>
</form>
<script>
window.results = {};
(async () => {
  try {
    const res = await fetch('${stubUrl}/__stub/outbox?loginAccount=supplier');
    results.read = 'read: ' + (await res.text());
  } catch (error) {
    results.read = 'blocked';
  }
  await fetch('${stubUrl}/__stub/reset', { method: 'POST', mode: 'no-cors' }).catch(() => {});
  await fetch('${stubUrl}/__stub/reset', { method: 'POST', mode: 'no-cors', body: '{}' }).catch(() => {});
  await new Promise((done) => {
    document.querySelector('iframe').addEventListener('load', done, { once: true });
    document.getElementById('form').submit();
  });
  results.done = true;
})();
</script>
</body></html>`;

beforeAll(async () => {
  stack = await startStack({ build: false });
  attacker = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(attackerPage(stack.stubUrl));
  });
  await new Promise<void>((done) => attacker.listen(0, '127.0.0.1', done));
  attackerUrl = `http://localhost:${(attacker.address() as AddressInfo).port}/`;
  // evil.test resolves to this machine, as a rebinding name would.
  browser = await launch(['--host-resolver-rules=MAP evil.test 127.0.0.1']);
});
afterAll(async () => {
  await browser?.close();
  await new Promise((done) => attacker?.close(done));
  await stack?.stop();
});

describe('a page of another origin', () => {
  it('cannot read the outbox nor reset the stub', async () => {
    // A reset code in the outbox, and a fault that a reset would remove.
    await fetch(`${stack.stubUrl}${api.account.code.path}?loginAccount=supplier`);
    const outbox = await control('GET', '/outbox?loginAccount=supplier');
    expect(outbox.data).toEqual([expect.objectContaining({ loginAccount: 'supplier' })]);
    expect((await control('POST', '/faults', { match: 'nothing.matches', kind: 'latency', delayMs: 1 })).status).toBe(
      200,
    );

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(attackerUrl);
    await page.waitForFunction(() => (window as unknown as { results: { done?: boolean } }).results.done === true);
    const results = await page.evaluate(() => (window as unknown as { results: { read: string } }).results);
    await context.close();

    expect(results.read).toBe('blocked');
    // Neither the fetches nor the form reset anything: the fault is still there.
    const faults = await control('GET', '/faults');
    expect(faults.data).toEqual([expect.objectContaining({ match: 'nothing.matches' })]);
  });

  it('under a name that resolves here (DNS rebinding) gets a refusal, not the control surface', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const port = new URL(stack.stubUrl).port;
    const res = await page.goto(`http://evil.test:${port}/__stub/outbox?loginAccount=supplier`);
    expect(res?.status()).toBe(403);
    const body = (await res?.json()) as { status: number; message: string };
    expect(body).toMatchObject({ status: 403, message: expect.stringContaining('not evil.test') });
    await context.close();
  });
});
