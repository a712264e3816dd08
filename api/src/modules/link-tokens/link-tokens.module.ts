import { Global, Module } from '@nestjs/common';
import { LinkTokensService } from './link-tokens.service';

/**
 * The links' tokens (manage, chat, review, waitlist, sign-in), derived from ids with one server secret. A module of its own
 * (issue 34): bookings, chat, reviews and the waitlist make links as the e-mails do, without importing notifications.
 * Global, listed once in AppModule.
 */
@Global()
@Module({ providers: [LinkTokensService], exports: [LinkTokensService] })
export class LinkTokensModule {}
