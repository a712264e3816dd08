import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfigService } from '../../config/app-config.module';
import { LiveReleases } from './live-releases.service';
import { ReleasePublisher } from './release-publisher.service';
import { ReleaseRegistry } from './release-registry.service';
import { ReleaseStore } from './release-store';
import { ReleasesController } from './releases.controller';

/**
 * The remotes' releases (issue 30, DESIGN §2 "Releases"): immutable builds on disk, the registry in PostgreSQL, what
 * each replica serves in memory, and the admin calls. The single-origin server serves the files (static-site.setup).
 */
@Module({
  providers: [
    {
      provide: ReleaseStore,
      inject: [ConfigService],
      useFactory: (config: AppConfigService) => new ReleaseStore(config.get('releasesDir', { infer: true })),
    },
    ReleaseRegistry,
    ReleasePublisher,
    LiveReleases,
  ],
  exports: [LiveReleases, ReleasePublisher, ReleaseRegistry],
})
export class ReleasesCoreModule {}

/** With the admin calls; the CLI (cli/release.ts) runs the core alone. */
@Module({ imports: [ReleasesCoreModule], controllers: [ReleasesController], exports: [ReleasesCoreModule] })
export class ReleasesModule {}
