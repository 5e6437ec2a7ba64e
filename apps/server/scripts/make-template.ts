/**
 * `pnpm --filter @portal/server db:template`: makes the seeded template a new database is copied from
 * (src/db/template.ts) in node_modules/.cache/stub-databases/, unless it is there already. The Docker image runs it
 * after the build, so a container's first start on an empty volume copies a file instead of seeding
 * (docs/dev-kit.md "Cold start").
 */
import { makeTemplate } from '../src/stub-database';

const template = await makeTemplate();
if (!template) {
  console.error('make-template: no template can be kept here (sources absent or the cache not writable)');
  process.exit(1);
}
console.log(`make-template: ${template}`);
