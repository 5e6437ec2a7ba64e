import type { Domain } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Implementation } from '../binder';
import type { FixtureTable } from '../db/fixtures';
import type { Env } from '../env';
import type { ScaleGenerator } from './scale';

/**
 * What a domain folder (modules/<kebab-domain>/index.ts) gives the stub: its call handlers, the fixture tables
 * it seeds and, rarely, plain routes outside the call catalogue. modules/index.ts lists every domain's module
 * once, so a domain only ever edits its own folder.
 */
export interface DomainModule {
  domain: Domain;
  /** `implement(api.<domain>.<call>, …)`, a paged resource's `handlers`, `exportCall`, `templateCall`. */
  handlers: Implementation[];
  /** Seeded after the core tables, in module order (stub-database.ts hands them to db/seed.ts). */
  fixtures: FixtureTable[];
  /** Routes that are not calls of the catalogue (a download link, the storage host). */
  routes?: (app: FastifyInstance, env: Env) => void;
  /** Rows added when a new database is seeded with SEED_SCALE (kit/scale.ts). */
  scale?: ScaleGenerator;
}

/** A domain's module; a handler of another domain's call is refused at start. */
export const defineModule = (domain: Domain, parts: Partial<Omit<DomainModule, 'domain'>> = {}): DomainModule => {
  const handlers = parts.handlers ?? [];
  for (const { call } of handlers)
    if (call.domain !== domain) throw new Error(`${call.id} belongs in the ${call.domain} module, not ${domain}`);
  return { domain, handlers, fixtures: parts.fixtures ?? [], routes: parts.routes, scale: parts.scale };
};
