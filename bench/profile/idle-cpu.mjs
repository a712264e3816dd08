// How much CPU Chromium spends on a page nobody touches: load it (reduced motion, the tour marked seen), wait 3 s,
// then sum the user and system time of every Chromium process over 10 s (/proc, Linux). Animations, timers and
// observers that keep a page busy show up here. Usage, against a running site:
//   node bench/profile/idle-cpu.mjs http://localhost:3555/ [width]
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/browser.mjs';

const [url, width = '375'] = process.argv.slice(2);
if (!url) throw new Error('usage: idle-cpu.mjs <url> [width]');
const TICKS_PER_SECOND = 100;

/** utime + stime of every process whose command line names chromium, in clock ticks. */
function chromiumTicks() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (!fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('chromium')) continue;
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

const browser = await chromium.launch({ executablePath: chromiumPath() });
try {
  const context = await browser.newContext({
    viewport: { width: Number(width), height: 800 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => localStorage.setItem('coaching-tour-seen', 'true'));
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(3000);
  const before = chromiumTicks();
  await page.waitForTimeout(10_000);
  console.log(
    `${url} at ${width} px: Chromium used ${((chromiumTicks() - before) / TICKS_PER_SECOND).toFixed(2)} s of CPU in 10 s idle`,
  );
} finally {
  await browser.close();
}
