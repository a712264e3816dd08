// Lighthouse (mobile preset: Moto G Power emulation, simulated slow 4G and 4x CPU slowdown) in Debian's chromium.
// Each page is audited RUNS times and the median performance run is kept: on a busy 2-core box one run is noisy.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../lib/browser.mjs';
import { median } from '../lib/stats.mjs';

const PAGES = ['/', '/lunar-light'];
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
export const LIGHTHOUSE_BUDGET = { performance: 95, accessibility: 100 };
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const { lhr } = result;
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]));
    const metrics = Object.fromEntries(METRICS.map((m) => [m, lhr.audits[m]?.displayValue ?? null]));
    // The audits that cost points, so a missed budget says why.
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
    return { scores, metrics, failing, runtimeError: lhr.runtimeError?.message };
  } finally {
    await chrome.kill();
  }
}

export async function runLighthouse({ base }) {
  const pages = [];
  for (const path of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${path}`));
    const perf = median(runs.map((r) => r.scores.performance));
    const chosen = runs.find((r) => r.scores.performance === perf) ?? runs[0];
    pages.push({ path, runs: runs.map((r) => r.scores), ...chosen });
    console.log(`lighthouse ${path}: ${JSON.stringify(chosen.scores)} ${JSON.stringify(chosen.metrics)}`);
  }
  return { preset: 'mobile (default config)', runsPerPage: RUNS, budget: LIGHTHOUSE_BUDGET, pages };
}

export function lighthouseRows(result) {
  return result.pages.flatMap((p) => [
    { name: `lighthouse ${p.path} performance`, value: `${p.scores.performance} (LCP ${p.metrics['largest-contentful-paint']}, TBT ${p.metrics['total-blocking-time']})`, budget: `>= ${result.budget.performance}`, ok: p.scores.performance >= result.budget.performance },
    { name: `lighthouse ${p.path} accessibility`, value: p.scores.accessibility, budget: `= ${result.budget.accessibility}`, ok: p.scores.accessibility >= result.budget.accessibility },
    { name: `lighthouse ${p.path} best-practices`, value: p.scores['best-practices'] },
  ]);
}
