/**
 * Uploads beside everyone else: ten maximum-size uploads at once (two from each of five users of one
 * business, the per-user limit) while another business's admin keeps reading its transfers list. What
 * a merchant feels is that list: its latency alone first, then during the uploads. The uploads stream to
 * disk, so the list should not wait for their bytes. With two builds the runs alternate A, B, B, A…
 */
import http from 'node:http';
import { APP_ID_HEADER } from '../../src/contract/constants.ts';
import { UPLOAD_MAX_BYTES } from '../../src/contract/transfers.ts';
import { median } from '../lighthouse-summary.mjs';
import { startServer } from './server.mjs';

const PASSWORD = 'Demo-pass-2026';
const DEMO_STORES = 20001;
const UPLOADERS = ['Owner', 'Admin', 'v2-Admin', 'v2-Operations', 'User'];
const UPLOADS_EACH = 2;
const BOUNDARY = 'BenchUploadBoundary7MA4YWxkTrZu0gW';
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PROBE_EVERY_MS = 100;
const QUIET_MS = 3000;

/** One request to the API; resolves with status, JSON body (or null) and milliseconds. */
function request(origin, method, path, { token, body, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const url = new URL(`/api/${path}`, origin);
    const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
    const started = performance.now();
    const req = http.request(
      url,
      {
        method,
        headers: {
          accept: 'application/json',
          [APP_ID_HEADER]: 'merchant-dashboard',
          ...(payload && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {}),
          ...(payload ? { 'content-length': payload.length } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {}
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - started });
        });
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

async function must(origin, method, path, opts) {
  const r = await request(origin, method, path, opts);
  if (r.status < 200 || r.status >= 300) throw new Error(`${method} ${path} → ${r.status} ${r.json?.message ?? ''}`);
  return r.json?.data;
}

async function signIn(origin, email, account) {
  const login = await must(origin, 'POST', 'login', { body: { identifier: email, password: PASSWORD } });
  const session = await must(origin, 'POST', 'merchant/tokens/create', {
    token: login['flw-auth-token'],
    body: { account },
  });
  return session.token;
}

/** A compliance document of the largest size the spec allows: a PNG head, then zeros. */
function maximumUpload() {
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\ncompliance\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="id.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const file = Buffer.alloc(UPLOAD_MAX_BYTES - 1024);
  PNG_HEAD.copy(file);
  return Buffer.concat([head, file, tail]);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null;
};

/** Reads the list every PROBE_EVERY_MS until `until` settles; the latencies of the answers. */
async function probe(origin, token, until) {
  const latencies = [];
  let done = false;
  until.finally(() => {
    done = true;
  });
  while (!done) {
    const r = await request(origin, 'GET', 'v2/transfers?page=1&page_size=20', { token });
    if (r.status !== 200) throw new Error(`transfers list → ${r.status} ${r.json?.message ?? ''}`);
    latencies.push(r.ms);
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return latencies;
}

async function prepare(origin) {
  const fixture = await must(origin, 'POST', 'sandbox/fixtures', {
    body: { users: UPLOADERS.map((role) => ({ role })) },
  });
  const uploaders = await Promise.all(fixture.users.map((u) => signIn(origin, u.email, fixture.account_id)));
  const reader = await signIn(origin, 'admin@demo.test', DEMO_STORES);
  return { uploaders, reader };
}

async function once(origin, { uploaders, reader }, body) {
  const quiet = await probe(origin, reader, new Promise((resolve) => setTimeout(resolve, QUIET_MS)));
  const started = performance.now();
  const uploads = Promise.all(
    uploaders.flatMap((token) =>
      Array.from({ length: UPLOADS_EACH }, () =>
        request(origin, 'POST', 'v2/files/upload', {
          token,
          body,
          headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        }),
      ),
    ),
  );
  const during = await probe(origin, reader, uploads);
  const answers = await uploads;
  const uploadsMs = performance.now() - started;
  const refused = answers.filter((a) => a.status !== 200 && a.status !== 201);
  if (refused.length > 0)
    throw new Error(`${refused.length} uploads refused: ${refused[0].status} ${refused[0].json?.message}`);
  return {
    quietP50: median(quiet),
    duringP50: median(during),
    duringP95: percentile(during, 95),
    duringMax: Math.max(...during),
    reads: during.length,
    uploadsMs,
  };
}

/**
 * @param {{ label: string, root: string, server: string, static: string }[]} builds
 * @returns {Promise<{ label: string, quietP50: number, duringP50: number, duringP95: number, duringMax: number, uploadsMs: number, runs: object[] }[]>}
 */
export async function measureUploads(builds, { runs = 3, port, log = console.log }) {
  const body = maximumUpload();
  const servers = [];
  try {
    const prepared = [];
    for (const [i, build] of builds.entries()) {
      servers.push(await startServer(build, port + i));
      prepared.push(await prepare(servers[i].origin));
    }
    const results = builds.map(() => []);
    for (let n = 0; n < runs; n++) {
      const order = builds.map((_, i) => i);
      if (n % 2 === 1) order.reverse();
      for (const i of order) {
        const run = await once(servers[i].origin, prepared[i], body);
        results[i].push(run);
        log(
          `  uploads${builds.length > 1 ? ` [${builds[i].label}]` : ''} ${n + 1}: list p50 ${run.quietP50.toFixed(0)} ms alone, ` +
            `during ${UPLOADERS.length * UPLOADS_EACH} uploads p50 ${run.duringP50.toFixed(0)} p95 ${run.duringP95.toFixed(0)} ` +
            `max ${run.duringMax.toFixed(0)} ms (${run.reads} reads); uploads done in ${run.uploadsMs.toFixed(0)} ms`,
        );
      }
    }
    const mid = (i, key) => Math.round(median(results[i].map((r) => r[key])));
    return builds.map((b, i) => ({
      label: b.label,
      quietP50: mid(i, 'quietP50'),
      duringP50: mid(i, 'duringP50'),
      duringP95: mid(i, 'duringP95'),
      duringMax: mid(i, 'duringMax'),
      uploadsMs: mid(i, 'uploadsMs'),
      runs: results[i],
    }));
  } finally {
    for (const server of servers) await server.stop();
  }
}
