/** `pnpm catalogue`: rewrites docs/catalogue.md. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cataloguePath, renderCatalogue } from './catalogue-doc';

mkdirSync(dirname(cataloguePath), { recursive: true });
writeFileSync(cataloguePath, renderCatalogue());
console.log(`wrote ${cataloguePath}`);
