import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './env';

export const ADDED_PAGE = {
  path: '/lunar-gift-cards',
  expose: 'LunarGiftCardsPage',
  heading: 'Gift a Reading',
  title: 'Gift a Reading | Lunar Light',
};

const PAGE_SOURCE = `import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

export const meta = { title: '${ADDED_PAGE.title}', description: 'Give someone a Lunar Light reading.' };

export default function ${ADDED_PAGE.expose}() {
  return (
    <Container component="main" sx={{ py: 6 }}>
      <Typography variant="h1" component="h1">${ADDED_PAGE.heading}</Typography>
      <Typography>A page the Lunar Light team added and released on its own.</Typography>
    </Container>
  );
}
`;

/**
 * The Lunar Light team's next build with one page added, made the way the team makes it: a copy of mfe-lunar's
 * sources with a new `src/pages/<Page>.tsx` and one more entry in its `src/remote-pages.ts`, built by its own
 * rspack config (browser and Node). Nothing of the shell or contracts is touched. Returns the build's dist folder.
 */
export function buildLunarWithAddedPage(workDir: string): string {
  const lunar = path.join(REPO_ROOT, 'mfe-lunar');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(workDir, { recursive: true });
  for (const entry of ['src', 'rspack.config.ts', 'package.json'])
    fs.cpSync(path.join(lunar, entry), path.join(workDir, entry), { recursive: true });
  fs.writeFileSync(
    path.join(workDir, 'tsconfig.json'),
    JSON.stringify({ extends: path.join(lunar, 'tsconfig.json'), include: ['src', 'rspack.config.ts'] }),
  );
  fs.writeFileSync(path.join(workDir, 'src', 'pages', `${ADDED_PAGE.expose}.tsx`), PAGE_SOURCE);
  const list = path.join(workDir, 'src', 'remote-pages.ts');
  const entry = `  { path: '${ADDED_PAGE.path}', expose: '${ADDED_PAGE.expose}', brand: 'lunar' },\n`;
  const source = fs.readFileSync(list, 'utf8');
  if (!source.includes('] as const')) throw new Error(`${list} no longer ends its list with "] as const"`);
  fs.writeFileSync(list, source.replace('] as const', `${entry}] as const`));
  const rspack = path.join(REPO_ROOT, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  execFileSync(process.execPath, [rspack, 'build', '--mode', 'production'], { cwd: workDir, stdio: 'pipe' });
  return path.join(workDir, 'dist');
}
