import { type Db, makeTemplate as makeSeededTemplate, openSeededDatabase } from './db/client';
import type { FixtureTable } from './db/fixtures';
import { coreTables, type Seeding } from './db/seed';
import { modules } from './modules';

/**
 * The stub's database: the database layer (db/) opened with what the domain modules seed. It lives above the
 * modules so the layers import one way: db/ knows no domain, modules/ build on db/, this file and app.ts compose them.
 */

/** The core tables, then each domain module's tables in module order (modules/index.ts). */
export const fixtureTables = (): FixtureTable[] => [...coreTables, ...modules.flatMap((m) => m.fixtures)];

/** The fixture tables and the SEED_SCALE generators of every module. */
export const stubSeeding = (): Seeding => ({
  tables: fixtureTables(),
  scale: modules.flatMap((m) => (m.scale ? [m.scale] : [])),
});

/** Opens the stub's database at `url` (db/client.ts `openSeededDatabase`, with the modules' fixtures). */
export const openDatabase = (url: string, options?: Parameters<typeof openSeededDatabase>[2]): Promise<Db> =>
  openSeededDatabase(url, stubSeeding(), options);

/** The seeded template's file, made when missing (the Docker image makes it at build: scripts/make-template.ts). */
export const makeTemplate = () => makeSeededTemplate(stubSeeding());
