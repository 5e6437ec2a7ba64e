/**
 * `pnpm bench:similar`: querySimilarImg over 10,000 stored image hashes (target ≤ 50 ms at p95).
 *
 * A temporary database is seeded as usual, then filled up to 10,000 MaterialImageHash rows (random hashes: no
 * material behind them, so they cost the scan but add no answer). The call is then made with a near-duplicate
 * of a seeded cover (cropped, enlarged, recompressed: it has one answer), in-process through Fastify's inject,
 * multipart as the portal sends it. Reported: p50 and p95 of the whole call (multipart, decode and hash of the
 * picture, the scan, the answer's query), and of the scan alone. The first call (which loads the index) is left out.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, encryptPassword } from '@portal/contract';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { fixtureImagesDir } from '../src/db/fixtures';
import { readEnv } from '../src/env';
import { hashIndex, imageHash } from '../src/kit/image-hashes';

const stored = 10_000;
const calls = Number(process.env.BENCH_CALLS ?? 200);
const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;

const dir = mkdtempSync(join(tmpdir(), 'bench-similar-'));
const env = readEnv({ ...process.env, LOG_LEVEL: 'silent' });
const app = await buildApp({
  env: { ...env, DATABASE_URL: `file:${join(dir, 'stub.db')}`, STORAGE_DIR: join(dir, 'storage') },
});
try {
  await app.ready();
  const db = app.db;
  const have = await db.materialImageHash.count();
  let seed = 12345;
  const word = () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed.toString(16).padStart(8, '0');
  };
  const rows = Array.from({ length: stored - have }, (_, i) => ({ fileId: `bench-${i}`, hash: word() + word() }));
  for (let i = 0; i < rows.length; i += 1000) await db.materialImageHash.createMany({ data: rows.slice(i, i + 1000) });
  console.log(`stored hashes: ${await db.materialImageHash.count()}`);

  const login = await app.inject({
    method: 'POST',
    url: api.account.login.path,
    payload: { loginAccount: 'supplier', password: encryptPassword('Supplier@2026', env.PASSWORD_AES_KEY) },
  });
  const token = login.json().data.token as string;

  const cover = readFileSync(join(fixtureImagesDir, 'material', 'material-1-cover.jpg'));
  const picture = await sharp(cover)
    .extract({ left: 3, top: 3, width: 154, height: 154 })
    .resize(420, 420)
    .jpeg({ quality: 60 })
    .toBuffer();
  const boundary = '----benchsimilar';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cover.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const call = () =>
    app.inject({
      method: 'POST',
      url: api.fabric.querySimilarImg.path,
      headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  const first = (await call()).json();
  console.log(`answer: count ${first.data?.count} (first ${first.data?.data?.[0]?.materialCode ?? '-'})`);

  const whole: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    const res = await call();
    whole.push(performance.now() - started);
    if (res.json().status !== 200) throw new Error(res.body);
  }
  const index = await hashIndex(db);
  const hash = await imageHash(picture);
  const scan: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    index.near(hash);
    scan.push(performance.now() - started);
  }
  const p95 = percentile(whole, 0.95);
  console.log(
    `querySimilarImg over ${index.fileIds.length} hashes, ${calls} calls: p50 ${percentile(whole, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms ` +
      `(scan alone: p50 ${percentile(scan, 0.5).toFixed(3)} ms, p95 ${percentile(scan, 0.95).toFixed(3)} ms); ` +
      `target p95 ≤ 50 ms ${p95 <= 50 ? 'met' : 'MISSED'}`,
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
