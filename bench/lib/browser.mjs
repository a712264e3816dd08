// Debian's chromium, never a downloaded browser (DESIGN §5).
import { execSync } from 'node:child_process';
import { chromium } from 'playwright-core';

export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return execSync('which chromium', { encoding: 'utf8' }).trim();
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export const launchChromium = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
