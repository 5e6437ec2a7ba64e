import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { api, domains, FileMessages } from '@portal/contract';
import { describe, expect } from 'vitest';
import { implement } from '../src/binder';
import { fixturesDir } from '../src/db/fixtures';
import { downloadPath } from '../src/kit/export';
import { defineModule } from '../src/kit/module';
import { implementations, modules } from '../src/modules';
import { fixtureTables } from '../src/stub-database';
import { binary } from './file-fixtures';
import { dataOf, internalTest, send, signedInStub, useContractStub } from './helper';

const inProcessModules = internalTest.because('checks the stub’s modules and plugins in process');

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const srcDir = resolve(import.meta.dirname, '../src');

/**
 * Domains whose module is declared in another domain's folder, each with the reason (docs/decisions/0040-modules-apart.md:
 * a module never imports another, so a domain made of another's records sits beside them, as the portal's feature does).
 */
const servedBy: Partial<Record<(typeof domains)[number], (typeof domains)[number]>> = {
  // 推荐材料 is fabric's materials at stage recommend, with fabric's list and export.
  recommend: 'fabric',
};

describe('registration without collision points', () => {
  inProcessModules('lists every domain of the catalogue once, in its order, each in its kebab-case folder', () => {
    expect(modules.map((m) => m.domain)).toEqual([...domains]);
    const folders = readdirSync(join(srcDir, 'modules'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual(
      domains
        .filter((d) => !servedBy[d])
        .map(kebab)
        .sort(),
    );
    for (const domain of domains) {
      const index = join(srcDir, 'modules', kebab(servedBy[domain] ?? domain), 'index.ts');
      expect(readFileSync(index, 'utf8'), index).toContain(`export const ${domain}Module = defineModule('${domain}'`);
    }
  });

  inProcessModules('keeps each handler in its own domain’s module, once', () => {
    for (const m of modules) for (const { call } of m.handlers) expect(call.domain).toBe(m.domain);
    const ids = implementations.map((i) => i.call.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(() =>
      defineModule('grain', { handlers: [implement(api.effect.list, () => ({ count: 0, data: [] }))] }),
    ).toThrow('effect.list belongs in the effect module, not grain');
  });

  inProcessModules(
    'seeds the core tables first, then each module’s tables in module order, from files that exist',
    () => {
      const tables = fixtureTables();
      expect(tables.slice(0, 6).map((t) => t.file)).toEqual([
        'suppliers',
        'roles',
        'accounts',
        'menus',
        'dictionaries',
        'dictionaryDetails',
      ]);
      expect(tables.slice(6)).toEqual(modules.flatMap((m) => m.fixtures));
      for (const t of tables) expect(existsSync(join(fixturesDir, `${t.file}.json`)), t.file).toBe(true);
      const files = readdirSync(fixturesDir).filter((f) => f.endsWith('.json'));
      expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(tables.map((t) => t.file).sort());
    },
  );

  inProcessModules(
    'leaves request.server alone in handlers: the context carries db, env, auth, storage, jobs and log',
    () => {
      const sources = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
          d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
        );
      for (const file of [...sources(join(srcDir, 'modules')), ...sources(join(srcDir, 'kit'))])
        expect(readFileSync(file, 'utf8'), file).not.toContain('request.server');
    },
  );
});

describe('answering with a file (kit/send-file.ts)', () => {
  inProcessModules(
    'sends each kind of file once and logs no error: file reads, thumbnails, templates, download links',
    async () => {
      const logged: string[] = [];
      const stream = { write: (line: string) => logged.push(line) };
      const { stub, token } = await signedInStub({}, undefined, { logger: { level: 'warn', stream } });
      try {
        const get = (path: string) =>
          stub.http
            .get(path)
            .set('token', token)
            .buffer(true)
            .parse(binary as never);
        const cover = 'grain-WL-LT-001';
        for (const call of [api.files.getFile, api.files.getAbridgeImg])
          expect((await get(call.path.replace(':id', cover))).status).toBe(200);
        const missing = await get(api.files.getFile.path.replace(':id', 'no-such-file'));
        const json = (res: { body: unknown }) => JSON.parse(String(res.body));
        expect(json(missing)).toEqual({ status: 400, message: FileMessages.notFound, data: null });
        const template = await stub.http
          .post(api.season.downloadTemplateSeasonFile.path)
          .set('token', token)
          .buffer(true)
          .parse(binary as never);
        expect(template.status).toBe(200);
        const task = dataOf(api.grain.export, await send(stub, api.grain.export, { body: {} }, token));
        await stub.app!.jobs.drain();
        expect((await get(downloadPath(task.key))).status).toBe(200);
        expect(json(await get(downloadPath('nope')))).toEqual({
          status: 400,
          message: FileMessages.notFound,
          data: null,
        });
        expect(logged).toEqual([]);
      } finally {
        await stub.close();
      }
    },
  );
});

describe('the plugins', () => {
  const { stub } = useContractStub();

  inProcessModules('decorate the app and the request as real Fastify plugins', () => {
    const app = stub.app!;
    for (const name of ['database', 'storage', 'jobs', 'envelope', 'auth'])
      expect(app.hasPlugin(name), name).toBe(true);
    for (const name of ['db', 'storage', 'jobs']) expect(app.hasDecorator(name), name).toBe(true);
    expect(app.hasRequestDecorator('auth')).toBe(true);
  });

  inProcessModules('put the seeded files in storage', () => {
    const app = stub.app!;
    const grains = readdirSync(join(fixturesDir, 'images', 'grains'));
    expect(grains.length).toBe(62);
    for (const name of grains)
      expect(existsSync(join(app.storage.root, 'files/fixtures/grains', name)), name).toBe(true);
  });
});
