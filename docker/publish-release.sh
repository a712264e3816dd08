#!/bin/sh
# A remote's image is a one-shot publish step (issue 30): run with the shared releases volume at RELEASES_DIR and the
# registry's DATABASE_URL, it puts the build it holds beside the earlier releases (RELEASES_DIR/<remote>/<release-id>/,
# nothing overwritten; the same build twice is one release) once the compatibility gate passed, and records it in the
# release registry — live, or a canary for RELEASE_CANARY percent of visitors. Every API replica and the shell hear
# of it within a second; a refused build changes nothing and the step exits 2 saying why.
#
#   REMOTE             mfe_lunar (the image sets it)
#   RELEASE_DIST       the build (the image: /release/dist; `npm run cluster`: <remote>/dist)
#   SHELL_MANIFEST_URL the deployed shell's mf-manifest.json, whose shared singletons the build must match
#                      (compose: http://shell/mf-manifest.json); unset: not checked
#   RELEASE_CANARY     a share (1–99) to start as a canary instead of going live
#   RELEASE_ACTOR      who published it, in the history (default: "<remote> image")
set -eu
: "${REMOTE:?set REMOTE}" "${DATABASE_URL:?set DATABASE_URL}" "${RELEASES_DIR:?set RELEASES_DIR}"
dist="${RELEASE_DIST:-/release/dist}"
cd "$(dirname "$0")/.."
set -- publish "$REMOTE" "$dist" --actor "${RELEASE_ACTOR:-$REMOTE image}"
if [ -n "${RELEASE_CANARY:-}" ]; then set -- "$@" --canary "$RELEASE_CANARY"; fi
if [ -n "${SHELL_MANIFEST_URL:-}" ]; then
  manifest="${TMPDIR:-/tmp}/shell-manifest-$$.json"
  # The shell may still be starting: a minute to answer.
  node -e '
    const [url, file] = process.argv.slice(1);
    const read = async (left) => {
      try {
        const res = await fetch(url);
        if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
        require("node:fs").writeFileSync(file, await res.text());
      } catch (error) {
        if (left === 0) throw new Error(`${url}: ${error.message}`);
        await new Promise((r) => setTimeout(r, 1000));
        return read(left - 1);
      }
    };
    read(60).catch((error) => { console.error(error.message); process.exit(1); });
  ' "$SHELL_MANIFEST_URL" "$manifest"
  set -- "$@" --shell-manifest "$manifest"
fi
exec node api/dist/cli/release.js "$@"
