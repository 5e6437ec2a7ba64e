/**
 * `pnpm bench:files`: the files issue's figures, against the stub as its own process on loopback.
 *
 * - Upload of a 100 MB zip (streamed from disk as multipart): the stub's peak resident-memory growth
 *   over its level just before the upload (sampled from /proc every 5 ms; target ≤ 64 MB) and MB/s.
 * - Thumbnail of a 4000×3000 JPEG: first request (decode, resize, write the cache) and cached requests.
 * - Export of 10,000 purchase orders: from the export call to its download record at status 1.
 * - A thumbnail opened by its signed link (fileLinks) beside the same read with the token header (cached, median).
 * - PDF uploads (docs/decisions/0042-file-links-and-pdf-uploads.md): a library's two-page report, a 45 MB PDF, a malformed
 *   one, and a 1 MB file whose object stream inflates to 1 GB: the answer, the time to it, the peak RSS growth of the
 *   stub alone and with its children (the check runs in one), the worst /health latency meanwhile.
 *
 * Times are medians of a few runs in one session (the machines are shared and noisy); the memory figure
 * is the worst run.
 */
import { createReadStream, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, fillPath } from '@portal/contract';
import sharp from 'sharp';
import { openDatabase } from '../src/stub-database';
import { inflatingPdf, libraryPdf, makePdf } from '../test/file-fixtures';
import { addPurchaseOrders } from './exports';
import { median, pollHealth, rssBytes, startStubProcess, stopStubProcess, treeRssBytes } from './stub-process';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const zipBytes = 100 * 1000 * 1000;
const exportRows = 10_000;

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
const mb = (bytes: number) => bytes / 1024 / 1024;

/** Streams a file from disk as a multipart upload (fields first, as browsers send them). */
const uploadFile = (base: string, token: string, path: string, name: string, businessType: string) =>
  new Promise<{ ms: number; body: { status: number; data: { id: string } } }>((done, fail) => {
    const boundary = `----bench${Date.now()}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="businessType"\r\n\r\n${businessType}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="compress"\r\n\r\n0\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const started = performance.now();
    const req = httpRequest(
      `${base}${api.files.upload.path}`,
      {
        method: 'POST',
        headers: {
          token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + statSync(path).size + tail.length,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          done({ ms: performance.now() - started, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    req.on('error', fail);
    req.write(head);
    const file = createReadStream(path);
    file.on('error', fail);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });

const timedGet = async (url: string, token: string) => {
  const started = performance.now();
  const res = await fetch(url, { headers: { token } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return performance.now() - started;
};

const post = async (base: string, token: string, path: string, body: unknown) => {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { status: number; data: unknown };
};

const dir = mkdtempSync(join(tmpdir(), 'stub-bench-files-'));
try {
  const dbUrl = `file:${join(dir, 'bench.db')}`;
  const storageDir = join(dir, 'storage');
  mkdirSync(storageDir);

  // 10,000 purchase orders of the demo supplier.
  const db = await openDatabase(dbUrl);
  await addPurchaseOrders(db, exportRows);
  await db.$disconnect();

  // Inputs: a 100 MB zip on disk (zip signature, then bytes) and 4000×3000 JPEGs.
  const zipPath = join(dir, 'vr.zip');
  const block = Buffer.alloc(1024 * 1024, 7);
  block.set([0x50, 0x4b, 0x03, 0x04]);
  writeFileSync(
    zipPath,
    Buffer.concat(Array.from({ length: Math.ceil(zipBytes / block.length) }, () => block)).subarray(0, zipBytes),
  );
  const jpegs: string[] = [];
  for (let i = 0; i < runs; i++) {
    const path = join(dir, `photo-${i}.jpg`);
    await sharp({
      create: {
        width: 4000,
        height: 3000,
        channels: 3,
        background: { r: 90 + i * 20, g: 120, b: 150 },
        noise: { type: 'gaussian', mean: 120, sigma: 18 },
      },
    })
      .jpeg({ quality: 85 })
      .toFile(path);
    jpegs.push(path);
  }

  const stub = await startStubProcess(dbUrl, storageDir);
  const pid = stub.child.pid!;

  // Warm-up: one small upload loads the multipart path.
  await uploadFile(stub.base, stub.token, jpegs[0]!, 'warm.jpg', 'materialFabricPicture');

  const uploads: { growth: number; mbps: number; ms: number }[] = [];
  for (let i = 0; i < runs; i++) {
    await new Promise((r) => setTimeout(r, 300));
    const baseline = rssBytes(pid);
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssBytes(pid));
    }, 5);
    const { ms, body } = await uploadFile(stub.base, stub.token, zipPath, `vr-${i}.zip`, 'materialFabric3DVRFile');
    clearInterval(sampler);
    peak = Math.max(peak, rssBytes(pid));
    if (body.status !== 200) throw new Error(`zip upload answered ${JSON.stringify(body)}`);
    uploads.push({ growth: peak - baseline, mbps: mb(zipBytes) / (ms / 1000), ms });
  }

  const firsts: number[] = [];
  const cached: number[] = [];
  for (const path of jpegs) {
    const { body } = await uploadFile(stub.base, stub.token, path, 'photo.jpg', 'materialFabricPicture');
    if (body.status !== 200) throw new Error(`image upload answered ${JSON.stringify(body)}`);
    const url = stub.base + fillPath(api.files.getAbridgeImg.path, { id: body.data.id });
    firsts.push(await timedGet(url, stub.token));
    for (let i = 0; i < 30; i++) cached.push(await timedGet(url, stub.token));
  }

  // The same cached thumbnail, by its signed link (no header) and with the token header.
  const [photo] = jpegs;
  const { body: photoUpload } = await uploadFile(stub.base, stub.token, photo!, 'linked.jpg', 'materialFabricPicture');
  const linksAnswer = await post(stub.base, stub.token, api.files.fileLinks.path, { ids: [photoUpload.data.id] });
  const { links } = linksAnswer.data as { links: { thumbnail: string }[] };
  const linked: number[] = [];
  const headered: number[] = [];
  const thumbUrl = stub.base + fillPath(api.files.getAbridgeImg.path, { id: photoUpload.data.id });
  await timedGet(thumbUrl, stub.token);
  for (let i = 0; i < 30; i++) {
    linked.push(await timedGet(stub.base + links[0]!.thumbnail, ''));
    headered.push(await timedGet(thumbUrl, stub.token));
  }

  const pdfs: [string, Buffer][] = [
    ['a report pdfkit writes, 2 pages', await libraryPdf()],
    ['45 MB', makePdf(45 * 1000 * 1000)],
    ['malformed (a header, then text)', Buffer.from('%PDF-1.4\nnot a PDF at all\n')],
    ['1 MB inflating to 1 GB', inflatingPdf(1024)],
  ];
  const pdfRows: string[] = [];
  for (const [what, bytes] of pdfs) {
    const path = join(dir, 'upload.pdf');
    writeFileSync(path, bytes);
    const times: number[] = [];
    let answer = '';
    let growth = 0;
    let treeGrowth = 0;
    let worstHealth = 0;
    for (let i = 0; i < runs; i++) {
      const baseline = rssBytes(pid);
      const treeBaseline = treeRssBytes(pid);
      let peak = baseline;
      let treePeak = treeBaseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssBytes(pid));
        treePeak = Math.max(treePeak, treeRssBytes(pid));
      }, 5);
      const stopHealth = pollHealth(stub.base);
      const { ms, body } = await uploadFile(stub.base, stub.token, path, 'report.pdf', 'materialFabricCheck');
      worstHealth = Math.max(worstHealth, stopHealth());
      clearInterval(sampler);
      times.push(ms);
      growth = Math.max(growth, peak - baseline);
      treeGrowth = Math.max(treeGrowth, treePeak - treeBaseline);
      const answered = body as unknown as { status: number; message: string };
      answer = `${answered.status} ${answered.message}`;
    }
    pdfRows.push(
      `| ${what} | ${mb(bytes.length).toFixed(1)} MB | ${answer} | ${median(times).toFixed(0)} ms | ${mb(growth).toFixed(0)} MB | ${mb(treeGrowth).toFixed(0)} MB | ${worstHealth.toFixed(0)} ms |`,
    );
  }

  const exportsMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const task = await post(stub.base, stub.token, api.purchase.export.path, {});
    const { key } = task.data as { key: string };
    for (;;) {
      const res = await fetch(stub.base + fillPath(api.files.findRedis.path, { id: key }), {
        headers: { token: stub.token },
      });
      const state = (await res.json()) as { data: { status: number; message: string | null } };
      if (state.data.status === 1) break;
      if (state.data.message) throw new Error(`export failed: ${state.data.message}`);
      await new Promise((r) => setTimeout(r, 10));
    }
    exportsMs.push(performance.now() - started);
  }
  await stopStubProcess(stub.child);

  // Memory: the worst run counts (the first big upload after start-up allocates the most).
  const growth = Math.max(...uploads.map((u) => u.growth));
  console.log('\nfiles benchmark (stub as its own process, loopback)\n');
  console.log('| figure | value | runs |');
  console.log('| --- | ---: | --- |');
  console.log(
    `| 100 MB zip upload: peak RSS growth (worst run) | ${mb(growth).toFixed(1)} MB | ${uploads.map((u) => mb(u.growth).toFixed(1)).join(', ')} |`,
  );
  console.log(
    `| 100 MB zip upload: throughput (median) | ${median(uploads.map((u) => u.mbps)).toFixed(0)} MB/s | ${uploads.map((u) => u.mbps.toFixed(0)).join(', ')} |`,
  );
  console.log(
    `| thumbnail of a 4000×3000 JPEG: first request (median) | ${median(firsts).toFixed(0)} ms | ${firsts.map((x) => x.toFixed(0)).join(', ')} |`,
  );
  console.log(
    `| thumbnail: cached request (median) | ${median(cached).toFixed(1)} ms | p95 ${percentile(cached, 0.95).toFixed(1)} ms over ${cached.length} |`,
  );
  console.log(
    `| export of ${exportRows.toLocaleString('en')} rows: to status 1 (median) | ${median(exportsMs).toFixed(0)} ms | ${exportsMs.map((x) => x.toFixed(0)).join(', ')} |`,
  );
  console.log(
    `| thumbnail by its signed link, cached (median) | ${median(linked).toFixed(1)} ms | with the token header ${median(headered).toFixed(1)} ms, ${linked.length} each |`,
  );
  console.log('\nPDF uploads (materialFabricCheck): the check (decision 0042)\n');
  console.log(
    '| PDF | file | answer | time to answer (median) | RSS growth: stub | with its children | worst /health |',
  );
  console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
  for (const row of pdfRows) console.log(row);
  console.log(`\ntarget: upload memory growth ≤ 64 MB ${mb(growth) <= 64 ? 'met' : 'MISSED'}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
