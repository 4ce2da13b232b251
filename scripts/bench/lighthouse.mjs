/**
 * Lighthouse on each page of lighthouserc.json, for one build or two interleaved (A/B). lhci's way:
 * one Chromium launched by puppeteer, the sign-in script (scripts/lighthouse-signin.cjs) before each
 * run, then the Lighthouse CLI connected to that browser (mobile, simulated throttling, the rc's
 * settings). With two builds each page is measured A, B, B, A, A, B…: a slow spell of the shared machine
 * then falls on both builds alike, and the order within a pair does not favour one.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { figuresOf, medianFigures } from '../lighthouse-summary.mjs';
import { startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const signIn = require('../lighthouse-signin.cjs');
const LIGHTHOUSE_CLI = join(require.resolve('lighthouse'), '../../cli/index.js');

/** lhci's collect settings: the pages (paths), runs, browser and Lighthouse settings. */
export function lighthouseConfig(file = 'lighthouserc.json') {
  const { collect } = JSON.parse(readFileSync(file, 'utf8')).ci;
  return {
    // A fragment names a variant of a page (who signs in, scripts/lighthouse-signin.cjs): kept.
    paths: collect.url.map((u) => {
      const url = new URL(u);
      return `${url.pathname}${url.hash}`;
    }),
    runs: collect.numberOfRuns ?? 3,
    chromePath: collect.chromePath,
    args: collect.puppeteerLaunchOptions?.args ?? [],
    settings: collect.settings ?? {},
  };
}

/**
 * Where a page is meant to end when that is not its own address: an approved business's compliance
 * address is answered with the overview (the server's redirect, src/server/app.ts).
 */
export const ENDS_ON = { '/dashboard/compliance#approved': '/dashboard/overview' };

/** The public pages customers use: server-rendered, no app code (their own budget, scripts/bench/budgets.mjs). */
export const { isPublicPage } = signIn;

/**
 * Addresses holding a key the demo seed makes at random (an invoice's public reference) or derives (a
 * payment link's slug): found, per server, through the API as admin@demo.test sees them.
 */
async function resolvePath(path, origin) {
  if (!path.includes(':')) return path;
  const api = async (method, apiPath, { token, body } = {}) => {
    const res = await fetch(`${origin}/api/${apiPath}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${json.message}`);
    return json.data;
  };
  const login = await api('POST', 'login', { body: { identifier: 'admin@demo.test', password: 'Demo-pass-2026' } });
  const { token } = await api('POST', 'merchant/tokens/create', {
    token: login['flw-auth-token'],
    body: { account: login.company.id },
  });
  const keys = {
    // An active link with a fixed amount: the checkout's usual form.
    ':paymentLink': async () =>
      (await api('GET', 'v2/payment-links?page=1', { token })).payment_links.find(
        (l) => l.status === 'active' && l.amount !== null,
      )?.slug,
    // A sent invoice (the customer's page shows it with its pay button).
    ':invoice': async () => {
      const sent = (await api('GET', 'v2/invoices?page=1', { token })).invoices.find((i) => i.status === 'sent');
      return sent && (await api('GET', `v2/invoices/${sent.id}`, { token })).public_ref;
    },
  };
  let resolved = path;
  for (const [key, find] of Object.entries(keys)) {
    if (!resolved.includes(key)) continue;
    const value = await find();
    if (!value) throw new Error(`No demo record for ${key} in ${path}`);
    resolved = resolved.replace(key, value);
  }
  return resolved;
}

function lighthouseRun(url, port, settings, flagsFile) {
  writeFileSync(flagsFile, JSON.stringify({ ...settings, port }));
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [LIGHTHOUSE_CLI, url, '--output', 'json', '--output-path', 'stdout', '--cli-flags-path', flagsFile],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    child.on('exit', (code) => {
      if (code === 0) resolve(JSON.parse(out));
      else
        reject(
          new Error(`Lighthouse exited ${code} on ${url}: ${(err || out).trim().split('\n').slice(-3).join(' / ')}`),
        );
    });
  });
}

/**
 * @param {{ label: string, root: string, server: string, static: string }[]} builds one, or two for A/B
 * @param {{ paths?: string[], runs?: number, port: number, log?: (line: string) => void }} options
 * @returns {Promise<{ path: string, builds: { label: string, median: object, runs: object[] }[] }[]>}
 */
export async function measureLighthouse(builds, { paths, runs, port, log = console.log }) {
  const config = lighthouseConfig();
  const pages = paths ?? config.paths;
  const runCount = runs ?? config.runs;
  mkdirSync('.tmp/bench', { recursive: true });
  const servers = [];
  const browser = await puppeteer.launch({
    executablePath: config.chromePath,
    args: config.args,
    headless: true,
    pipe: false,
    devtools: false,
  });
  try {
    for (const [i, build] of builds.entries()) servers.push(await startServer(build, port + i));
    const browserPort = Number(new URL(browser.wsEndpoint()).port);
    const results = [];
    for (const path of pages) {
      const perBuild = builds.map(() => []);
      const targets = await Promise.all(servers.map((server) => resolvePath(path, server.origin)));
      for (let run = 0; run < runCount; run++) {
        const order = builds.map((_, i) => i);
        if (run % 2 === 1) order.reverse();
        for (const i of order) {
          const url = `${servers[i].origin}${targets[i]}`;
          await signIn(browser, { url });
          const started = Date.now();
          let figures;
          // A run that fails outright (Lighthouse's own trace errors, NO_NAVSTART, happen now and then)
          // is tried again, up to three times as lhci does.
          for (let attempt = 1; !figures; attempt++) {
            try {
              const lhr = await lighthouseRun(url, browserPort, config.settings, `.tmp/bench/lh-flags-${port}.json`);
              figures = figuresOf(lhr);
              // The last report of each page and build, to see what the figures came from (the LCP element,
              // the requests and their timing).
              writeFileSync(
                join('.tmp/bench', `lhr-${builds[i].label}${path.replace(/[^\w]+/g, '-')}.json`),
                JSON.stringify(lhr),
              );
            } catch (err) {
              log(`  lighthouse ${path}: attempt ${attempt} failed: ${err.message}`);
              if (attempt === 3) figures = { runtimeError: err.message.match(/\(([A-Z_]+)\)\s*$/)?.[1] ?? err.message };
            }
          }
          perBuild[i].push(figures);
          const shown = figures.runtimeError
            ? `error ${figures.runtimeError}`
            : `perf ${figures.performance.toFixed(2)}, LCP ${figures.lcp.toFixed(0)} ms (${figures.lcpElement ?? 'no element'}), TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}${figures.finalPath && figures.finalPath !== targets[i].replace(/#.*$/, '') ? `, ended on ${figures.finalPath}` : ''}`;
          log(
            `  lighthouse ${path}${builds.length > 1 ? ` [${builds[i].label}]` : ''} run ${run + 1}: ${shown} (${Math.round((Date.now() - started) / 1000)} s)`,
          );
        }
      }
      results.push({
        path,
        builds: builds.map((b, i) => {
          const ok = perBuild[i].filter((r) => !r.runtimeError);
          return {
            label: b.label,
            median: medianFigures(ok),
            errors: perBuild[i].filter((r) => r.runtimeError).map((r) => r.runtimeError),
            // A page that ended elsewhere (a redirect: signed out, no access) measured the wrong screen.
            // The fragment never reaches the server; a placeholder (':invoice') is a different key per server.
            wrongPage: [
              ...new Set(
                ok.map((r) => r.finalPath).filter((p) => p && p !== (ENDS_ON[path] ?? targets[i].replace(/#.*$/, ''))),
              ),
            ],
            lcpElements: [...new Set(ok.map((r) => r.lcpElement).filter(Boolean))],
            failedAudits: [...new Set(ok.flatMap((r) => r.failedAudits))],
            scripts: [...new Set(ok.flatMap((r) => r.scripts))].sort(),
            tbtRuns: ok.map((r) => Math.round(r.tbt)),
            lcpRuns: ok.map((r) => Math.round(r.lcp)),
          };
        }),
      });
    }
    return results;
  } finally {
    await browser.close().catch(() => undefined);
    await Promise.all(servers.map((s) => s.stop()));
  }
}
