import { Global, Module } from '@nestjs/common';
import { LinkTokensService } from './link-tokens.service';

/** Global: bookings and chat derive their link tokens from the same secret the e-mails use. */
@Global()
@Module({ providers: [LinkTokensService], exports: [LinkTokensService] })
export class LinkTokensModule {}
