import { ConfigModule, type ConfigService } from '@nestjs/config';
import type { AppConfig } from './app-config.schema';

/** Inject `ConfigService` and annotate it with this type: `config.get('port', { infer: true })` is then typed. */
export type AppConfigService = ConfigService<AppConfig, true>;

/**
 * The configuration was validated by loadAppConfig before Nest starts (so a bad value stops the process with one
 * line instead of a Nest stack trace); here it is only handed to @nestjs/config for typed injection. No .env file
 * and no copying back into process.env: the environment given to createApp is the single source.
 */
export function appConfigModule(config: AppConfig) {
  return ConfigModule.forRoot({
    isGlobal: true,
    ignoreEnvFile: true,
    validatePredefined: false,
    skipProcessEnv: true,
    load: [() => config],
  });
}
