/**
 * The web image's build step (docker/web.Dockerfile, stage web-build): the portal built once, with the API target and
 * the password key the build arguments put in the environment, then every text file over 1 KB given a brotli
 * (quality 11) and a gzip (level 9) copy beside it, which nginx sends as they are
 * (docs/decisions/0035-serving-the-portal.md). One process, Node's own zlib: the stage holds nothing but Node and the
 * portal's install.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const web = resolve(import.meta.dirname, '../apps/web');
const vite = spawnSync(process.execPath, [join(web, 'node_modules/vite/bin/vite.js'), 'build'], {
  cwd: web,
  stdio: 'inherit',
});
if (vite.status !== 0) process.exit(vite.status ?? 1);

const dist = join(web, 'dist');
let compressed = 0;
for (const name of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
  const file = join(dist, name);
  if (!/\.(js|css|html|svg|json)$/.test(name) || !statSync(file).isFile()) continue;
  const data = readFileSync(file);
  if (data.length <= 1024) continue;
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  compressed++;
}
console.log(`build-portal: ${compressed} files compressed (brotli, gzip) in ${dist}`);
