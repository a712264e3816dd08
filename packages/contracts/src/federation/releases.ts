/**
 * The release registry as the admin console and the CLI see it (issue 30, DESIGN §2 "Releases"). Every published build
 * of a remote is immutable and lives at its own URL; the registry says which one each remote serves, and which one
 * (if any) a share of visitors gets as a canary.
 */
import { number, object, string, type InferType } from 'yup';
import type { RemoteName } from './exposes';

/** What happened to a remote's release, in the history. */
export type ReleaseAction = 'publish' | 'promote' | 'rollback' | 'canary' | 'abort';

/**
 * 12 hex digits of a hash of the build's files: publishing the same build twice is one release, and no file or folder
 * name a build writes (static/, server/, index.html…) can be mistaken for a release in a URL.
 */
export const RELEASE_ID_PATTERN = /^[0-9a-f]{12}$/;
/** The releases kept (files and all) besides the live one and a canary: a page opened on any of them keeps working. */
export const RELEASES_KEPT = 5;

export interface RemoteReleaseDto {
  releaseId: string;
  /** Where the browser loads it: `<baseUrl>mf-manifest.json`. */
  baseUrl: string;
  publishedAt: string;
  publishedBy: string;
  sizeBytes: number | null;
  /** Its files were removed (older than the last RELEASES_KEPT, neither live nor a canary): it cannot come back. */
  pruned: boolean;
}

export interface RemoteCanaryDto {
  releaseId: string;
  /** Percent of visitors, 1–99. */
  share: number;
}

export interface RemoteReleasesDto {
  remote: RemoteName;
  /** The release every visitor gets (but a canary's share), or null before the first release. */
  live: string | null;
  canary: RemoteCanaryDto | null;
  /** Newest first. */
  releases: RemoteReleaseDto[];
}

export interface ReleaseEventDto {
  remote: RemoteName;
  action: ReleaseAction;
  releaseId: string;
  previousReleaseId: string | null;
  canaryShare: number | null;
  actor: string;
  at: string;
}

export interface ReleasesOverviewDto {
  remotes: RemoteReleasesDto[];
  /** Newest first, the last 50. */
  history: ReleaseEventDto[];
}

/** The registry's refusals (the thrower names the remote and release in the exact words). */
export const RELEASE_MESSAGES = {
  notFound: 'No such release of this remote',
  pruned: "This release's files were removed: publish it again",
  noEarlier: 'There is no earlier release to roll back to',
  noCanary: 'There is no canary to promote or abort',
} as const;

const releaseId = () => string().trim().matches(RELEASE_ID_PATTERN, 'A release id is 12 hexadecimal digits');

/** POST /api/releases/:remote/promote — without a release id, the canary becomes live. */
export const promoteReleaseSchema = object({ releaseId: releaseId().optional() });
export type PromoteReleaseRequest = InferType<typeof promoteReleaseSchema>;

/** POST /api/releases/:remote/canary */
export const canaryReleaseSchema = object({
  releaseId: releaseId().required('Which release should the canary serve?'),
  share: number()
    .typeError('The share is a whole percent from 1 to 99')
    .integer('The share is a whole percent from 1 to 99')
    .min(1, 'The share is a whole percent from 1 to 99')
    .max(99, 'The share is a whole percent from 1 to 99')
    .required('The share is a whole percent from 1 to 99'),
});
export type CanaryReleaseRequest = InferType<typeof canaryReleaseSchema>;
