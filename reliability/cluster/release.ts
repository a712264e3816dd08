import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const HASHED = /^(.*[.-])([0-9a-f]{8})\.js$/;

/**
 * A second release of a remote, as its next build would come out: `dist` copied to `to`, with `text` changed to
 * `replacement` in every chunk that shows it. Each changed chunk gets a new content hash in its name (and loses its
 * precompressed/map siblings), and every file that names the old hash — the remoteEntry's chunk map, the manifests,
 * any chunk that imports it (renamed in turn) — names the new one. Nothing else differs, as with a one-line change.
 */
export function makeRelease(
  dist: string,
  to: string,
  text: string,
  replacement: string,
): { renamed: Map<string, string> } {
  fs.rmSync(to, { recursive: true, force: true });
  fs.cpSync(dist, to, { recursive: true });
  const files = listFiles(to).filter((f) => /\.(js|json)$/.test(f));
  const bodies = new Map(files.map((f) => [f, fs.readFileSync(path.join(to, f), 'utf8')]));
  const hashOf = (file: string) => HASHED.exec(path.basename(file))?.[2];
  // The chunks that change: those showing the text, then — until none is added — those naming a changed chunk's
  // hash (a chunk names itself in its sourceMappingURL: that does not count).
  const changed = new Set(files.filter((f) => bodies.get(f)!.includes(text)));
  if (changed.size === 0) throw new Error(`"${text}" appears in no file of ${dist}`);
  for (let grew = true; grew;) {
    grew = false;
    const hashes = [...changed].map(hashOf).filter((h): h is string => !!h);
    for (const file of files) {
      if (changed.has(file)) continue;
      const own = hashOf(file);
      if (hashes.some((h) => h !== own && bodies.get(file)!.includes(h))) {
        changed.add(file);
        grew = true;
      }
    }
  }
  const renamed = new Map<string, string>(); // old hash → new hash
  for (const file of changed) {
    const hash = hashOf(file);
    if (hash) renamed.set(hash, crypto.createHash('sha256').update(`${hash}:${replacement}`).digest('hex').slice(0, 8));
  }
  for (const file of changed) {
    let body = bodies.get(file)!.split(text).join(replacement);
    for (const [from, next] of renamed) body = body.split(from).join(next);
    const full = path.join(to, file);
    // The old name's file and its precompressed/map siblings are not part of the new build.
    for (const sibling of ['', '.br', '.gz', '.map']) fs.rmSync(full + sibling, { force: true });
    const hash = hashOf(file);
    fs.writeFileSync(hash ? full.replace(new RegExp(`${hash}\\.js$`), `${renamed.get(hash)}.js`) : full, body);
  }
  return { renamed };
}

function listFiles(root: string, rel = ''): string[] {
  return fs.readdirSync(path.join(root, rel), { withFileTypes: true }).flatMap((entry) => {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    return entry.isDirectory() ? listFiles(root, relPath) : [relPath];
  });
}
