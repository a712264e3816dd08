# Publishes one remote (issue 30), the same image recipe for all four: build from the repository root with
#   docker build -f docker/remote.Dockerfile --build-arg REMOTE_FOLDER=mfe-lunar --build-arg REMOTE=mfe_lunar .
# (REMOTE_FOLDER and REMOTE are the folder and federation name of packages/contracts/src/federation/apps.json).
# The image is a one-shot publish step, not a server: run with the shared releases volume at /releases and the
# registry's DATABASE_URL (compose's `mfe-*` services, Kubernetes' `publish-mfe-*` Jobs), it writes its build beside
# the earlier releases under its own release id and records it in the release registry (docker/publish-release.sh).
# The releases are served by the `releases` service (docker/nginx-releases.conf); a page opened on an earlier release
# keeps loading its chunks, and a rollback is one command away.
FROM node:24.21-bookworm-slim AS build
ARG REMOTE_FOLDER
RUN test -n "$REMOTE_FOLDER" || (echo 'set --build-arg REMOTE_FOLDER (mfe-lunar, …)' >&2 && exit 1)
WORKDIR /repo
COPY . .
RUN npm install --no-audit --no-fund \
 && npm run build -w packages/contracts \
 && npm run build -w api \
 && npm run build -w "$REMOTE_FOLDER"

FROM node:24.21-bookworm-slim
ARG REMOTE_FOLDER
ARG REMOTE
RUN test -n "$REMOTE" || (echo 'set --build-arg REMOTE (mfe_lunar, …)' >&2 && exit 1)
WORKDIR /repo
ENV NODE_ENV=production REMOTE=${REMOTE} RELEASES_DIR=/releases RELEASE_DIST=/release/dist
# The release CLI (api/dist/cli/release.js: the gate, the copy, the registry) and what it requires, as the API's image.
COPY --from=build /repo /repo
COPY --from=build /repo/${REMOTE_FOLDER}/dist /release/dist
# Root, as the API's image: compose's named volume is root's. Kubernetes runs it as a non-root user whose group owns
# the claim (fsGroup, deploy/k8s/base/remotes/publish-*.yaml).
ENTRYPOINT ["sh", "/repo/docker/publish-release.sh"]
