import {
  canaryReleaseSchema,
  ErrorCode,
  promoteReleaseSchema,
  REMOTES,
  type CanaryReleaseRequest,
  type PromoteReleaseRequest,
  type ReleasesOverviewDto,
  type RemoteName,
} from '@app/contracts';
import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorResponse } from '../../common/dto/api-error.response';
import { DomainError } from '../../common/domain-error';
import { YupValidationPipe } from '../../common/yup-validation.pipe';
import { AdminOnly } from '../auth/admin-only.decorator';
import { CanaryReleaseBody, PromoteReleaseBody, ReleasesOverviewResponse } from './dto/releases.dto';
import { LiveReleases } from './live-releases.service';
import { ReleaseRegistry } from './release-registry.service';

/** The history's name for changes made from the console. */
const CONSOLE_ACTOR = 'admin console';

function remoteParam(value: string): RemoteName {
  const remote = REMOTES.find((r) => r.name === value || r.folder === value);
  if (!remote) throw new DomainError(ErrorCode.NOT_FOUND, { message: `There is no remote ${value}` });
  return remote.name;
}

/**
 * The remotes' releases from the admin console (issue 30): what is live, the canaries, the history, and the same
 * promote / rollback / canary / abort as `npm run release`. Each answers the whole overview once this replica has
 * re-read the pointer, so the page shows the state every visitor now gets.
 */
@ApiTags('releases')
@AdminOnly()
@Controller('releases')
export class ReleasesController {
  constructor(
    private readonly registry: ReleaseRegistry,
    private readonly live: LiveReleases,
  ) {}

  @Get()
  @ApiOperation({ summary: "Each remote's live release, canary and releases (newest first), and the last 50 changes" })
  @ApiOkResponse({ type: ReleasesOverviewResponse })
  overview(): Promise<ReleasesOverviewDto> {
    return this.registry.overview();
  }

  @Post(':remote/promote')
  @HttpCode(200)
  @ApiOperation({ summary: 'Make a release (default: the canary) what every visitor gets' })
  @ApiBody({ type: PromoteReleaseBody, required: false })
  @ApiOkResponse({ type: ReleasesOverviewResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'No canary, or the release was pruned' })
  async promote(
    @Param('remote') remote: string,
    @Body(new YupValidationPipe(promoteReleaseSchema)) body: PromoteReleaseRequest,
  ): Promise<ReleasesOverviewDto> {
    await this.registry.promote(remoteParam(remote), body.releaseId, CONSOLE_ACTOR);
    return this.answer();
  }

  @Post(':remote/rollback')
  @HttpCode(200)
  @ApiOperation({ summary: 'Back to the release that was live before the current one; a canary ends' })
  @ApiOkResponse({ type: ReleasesOverviewResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'No earlier release, or it was pruned' })
  async rollback(@Param('remote') remote: string): Promise<ReleasesOverviewDto> {
    await this.registry.rollback(remoteParam(remote), CONSOLE_ACTOR);
    return this.answer();
  }

  @Post(':remote/canary')
  @HttpCode(200)
  @ApiOperation({ summary: 'Serve a release to a share of visitors (sticky per visitor), the live one to the rest' })
  @ApiBody({ type: CanaryReleaseBody })
  @ApiOkResponse({ type: ReleasesOverviewResponse })
  @ApiBadRequestResponse({ type: ApiErrorResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse })
  async canary(
    @Param('remote') remote: string,
    @Body(new YupValidationPipe(canaryReleaseSchema)) body: CanaryReleaseRequest,
  ): Promise<ReleasesOverviewDto> {
    await this.registry.canary(remoteParam(remote), body.releaseId, body.share, CONSOLE_ACTOR);
    return this.answer();
  }

  @Post(':remote/canary/abort')
  @HttpCode(200)
  @ApiOperation({ summary: 'End the canary: every visitor gets the live release again' })
  @ApiOkResponse({ type: ReleasesOverviewResponse })
  @ApiNotFoundResponse({ type: ApiErrorResponse })
  @ApiConflictResponse({ type: ApiErrorResponse, description: 'No canary' })
  async abort(@Param('remote') remote: string): Promise<ReleasesOverviewDto> {
    await this.registry.abortCanary(remoteParam(remote), CONSOLE_ACTOR);
    return this.answer();
  }

  private async answer(): Promise<ReleasesOverviewDto> {
    await this.live.refresh();
    return this.registry.overview();
  }
}
