import {
  type ReleaseAction,
  type ReleaseEventDto,
  type ReleasesOverviewDto,
  type RemoteCanaryDto,
  type RemoteName,
  type RemoteReleaseDto,
  type RemoteReleasesDto,
} from '@app/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI descriptions of the release registry's calls; validation is the contracts yup schemas. */
class RemoteReleaseResponse implements RemoteReleaseDto {
  @ApiProperty({ example: '3f9a1c2b8e1f' })
  releaseId!: string;

  @ApiProperty({ example: '/mfe/mfe_lunar/3f9a1c2b8e1f/' })
  baseUrl!: string;

  @ApiProperty({ format: 'date-time' })
  publishedAt!: string;

  @ApiProperty()
  publishedBy!: string;

  @ApiProperty({ type: Number, nullable: true })
  sizeBytes!: number | null;

  @ApiProperty({ description: 'Its files were removed: it cannot be promoted again without publishing it anew' })
  pruned!: boolean;
}

class RemoteCanaryResponse implements RemoteCanaryDto {
  @ApiProperty()
  releaseId!: string;

  @ApiProperty({ minimum: 1, maximum: 99, description: 'Percent of visitors, sticky per visitor' })
  share!: number;
}

class RemoteReleasesResponse implements RemoteReleasesDto {
  @ApiProperty()
  remote!: RemoteName;

  @ApiProperty({ type: String, nullable: true })
  live!: string | null;

  @ApiProperty({ type: RemoteCanaryResponse, nullable: true })
  canary!: RemoteCanaryDto | null;

  @ApiProperty({ type: RemoteReleaseResponse, isArray: true })
  releases!: RemoteReleaseDto[];
}

class ReleaseEventResponse implements ReleaseEventDto {
  @ApiProperty()
  remote!: RemoteName;

  @ApiProperty({ enum: ['publish', 'promote', 'rollback', 'canary', 'abort'] })
  action!: ReleaseAction;

  @ApiProperty()
  releaseId!: string;

  @ApiProperty({ type: String, nullable: true })
  previousReleaseId!: string | null;

  @ApiProperty({ type: Number, nullable: true })
  canaryShare!: number | null;

  @ApiProperty()
  actor!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

export class ReleasesOverviewResponse implements ReleasesOverviewDto {
  @ApiProperty({ type: RemoteReleasesResponse, isArray: true })
  remotes!: RemoteReleasesDto[];

  @ApiProperty({ type: ReleaseEventResponse, isArray: true })
  history!: ReleaseEventDto[];
}

export class PromoteReleaseBody {
  @ApiPropertyOptional({ description: 'Default: the canary' })
  releaseId?: string;
}

export class CanaryReleaseBody {
  @ApiProperty()
  releaseId!: string;

  @ApiProperty({ minimum: 1, maximum: 99 })
  share!: number;
}
