import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

export interface StoredRelease {
  releaseId: string;
  sizeBytes: number;
  /** False when the same build was already published (the content decides the id). */
  created: boolean;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The remotes' releases on disk (issue 30): `<root>/<remote>/<release-id>/` holds one build, browser and Node, exactly
 * as its `dist/` was, and never changes once written. The id is derived from the content, so publishing the same build
 * twice (two replicas starting, a retried CI job) is one release. A release appears whole or not at all: it is copied
 * beside its final place and renamed in.
 */
export class ReleaseStore {
  constructor(private readonly root: string) {}

  dirOf(remote: string, releaseId: string): string {
    return join(this.root, remote, releaseId);
  }

  has(remote: string, releaseId: string): boolean {
    return existsSync(join(this.dirOf(remote, releaseId), 'mf-manifest.json'));
  }

  /** The id a build would get: 12 hex digits of a hash over every file's path and content. */
  async contentId(distDir: string): Promise<{ releaseId: string; sizeBytes: number }> {
    const hash = createHash('sha256');
    let sizeBytes = 0;
    for (const file of await filesUnder(distDir)) {
      const content = await readFile(join(distDir, file));
      sizeBytes += content.length;
      hash.update(file).update('\0').update(createHash('sha256').update(content).digest()).update('\0');
    }
    return { releaseId: hash.digest('hex').slice(0, 12), sizeBytes };
  }

  async publish(remote: string, distDir: string): Promise<StoredRelease> {
    if (!existsSync(join(distDir, 'mf-manifest.json'))) {
      throw new Error(`${distDir} holds no build of ${remote} (no mf-manifest.json): build it first`);
    }
    const { releaseId, sizeBytes } = await this.contentId(distDir);
    if (this.has(remote, releaseId)) return { releaseId, sizeBytes, created: false };
    const staging = join(this.root, remote, `.staging-${releaseId}-${process.pid}`);
    await mkdir(join(this.root, remote), { recursive: true });
    await rm(staging, { recursive: true, force: true });
    await cp(distDir, staging, { recursive: true });
    try {
      await rename(staging, this.dirOf(remote, releaseId));
    } catch (error) {
      // Another process published the same build meanwhile: its copy is identical.
      await rm(staging, { recursive: true, force: true });
      if (!this.has(remote, releaseId)) throw error;
      return { releaseId, sizeBytes, created: false };
    }
    return { releaseId, sizeBytes, created: true };
  }

  /** Removes these releases' files (the registry decides which: never one it does not know, e.g. one being published). */
  async remove(remote: string, releaseIds: readonly string[]): Promise<void> {
    for (const releaseId of releaseIds) await rm(this.dirOf(remote, releaseId), { recursive: true, force: true });
  }
}
