/** `pnpm catalogue`: rewrites docs/catalogue.md and the implemented count in the README. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { cataloguePath, readmePath, renderCatalogue, renderReadme } from './catalogue-doc';

mkdirSync(dirname(cataloguePath), { recursive: true });
writeFileSync(cataloguePath, renderCatalogue());
console.log(`wrote ${cataloguePath}`);
writeFileSync(readmePath, renderReadme(readFileSync(readmePath, 'utf8')));
console.log(`updated the implemented count in ${readmePath}`);
