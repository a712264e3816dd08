import type { BrandId, BrandSettings } from '@app/contracts';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../../../common/clock';
import { IntervalJob } from '../../../common/interval-job';
import type { AppConfigService } from '../../../config/app-config.module';
import { BookingReadModel, type BookingSnapshot } from '../../bookings/booking.read-model';
import { ChatNudgesService, type DueChatNudge } from '../../chat/chat-nudges.service';
import { BookingMailsService } from '../booking-mails.service';
import { MailerService } from '../mailer/mailer.service';
import { brandVoice } from '../templates/brand-voice';
import { coachChatWaiting, customerChatReply } from '../templates/chat-nudge.templates';
import { renderMail } from '../templates/mail-blocks';

/** Sessions claimed per transaction: small, so several instances share a burst instead of one taking it all. */
const NUDGE_BATCH = 10;
/** The e-mail quotes at most this many of the waiting messages (the latest ones). */
const QUOTED_MESSAGES = 5;

export interface ChatNudgeRun {
  sent: number;
  skipped: number;
}

/**
 * "Chat reaches people who are not looking" (DESIGN §3, issue 27): a customer's messages unanswered for five minutes
 * e-mail the coach, once per burst; a coach reply the customer has not been connected to see for five minutes
 * e-mails the customer their chat link, once until they come back. Every instance runs one on the reminders' poll
 * interval and the app's Clock; the claim (ChatNudgesService, row locks with SKIP LOCKED) makes each e-mail go out
 * once across instances, written to the mail outbox in the same transaction that records it.
 */
@Injectable()
export class ChatNudgeWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(ChatNudgeWorker.name);
  private readonly brands: Record<BrandId, BrandSettings>;
  private readonly job: IntervalJob;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly nudges: ChatNudgesService,
    private readonly bookings: BookingReadModel,
    private readonly bookingMails: BookingMailsService,
    private readonly mailer: MailerService,
    private readonly clock: Clock,
    @Inject(ConfigService) config: AppConfigService,
  ) {
    this.brands = config.get('brands', { infer: true });
    this.job = new IntervalJob({
      name: 'Chat nudge run',
      everyMs: config.get('reminderPollIntervalMs', { infer: true }),
      logger: this.logger,
      run: async () => {
        const run = await this.runOnce();
        if (run.sent > 0) this.logger.log(`Chat nudges: ${run.sent} sent`);
      },
    });
  }

  onApplicationBootstrap(): void {
    this.job.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.job.stop();
  }

  /** Sends every nudge due now, batch after batch. */
  async runOnce(): Promise<ChatNudgeRun> {
    const run: ChatNudgeRun = { sent: 0, skipped: 0 };
    for (;;) {
      const claimed = await this.dataSource.transaction((manager) => this.claimBatch(manager, run));
      if (claimed < NUDGE_BATCH || this.job.stopping) return run;
    }
  }

  /** Returns how many sessions were claimed (a session may owe both e-mails). */
  private async claimBatch(manager: EntityManager, run: ChatNudgeRun): Promise<number> {
    const due = await this.nudges.claimDue(manager, this.clock.now(), NUDGE_BATCH);
    const bookings = await this.bookings.snapshots(
      manager,
      due.map((n) => n.bookingId),
    );
    for (const nudge of due) {
      const found = bookings.get(nudge.bookingId);
      const sent = found ? await this.send(manager, nudge, this.bookingMails.withLinks(found)) : false;
      // Recorded either way: a nudge that cannot be sent (no chat link to give) is not retried every minute.
      await this.nudges.markNudged(manager, nudge);
      if (sent) run.sent++;
      else run.skipped++;
    }
    return new Set(due.map((n) => n.sessionId)).size;
  }

  private async send(manager: EntityManager, nudge: DueChatNudge, booking: BookingSnapshot): Promise<boolean> {
    const brand = this.brands[booking.brand];
    const facts = {
      brand,
      voice: brandVoice(booking.brand),
      booking,
      messages: await this.nudges.waitingMessages(manager, nudge, QUOTED_MESSAGES),
    };
    if (facts.messages.length === 0) return false;
    if (nudge.kind === 'coach') {
      const url = `${this.bookingMails.links.coachConsole()}?${new URLSearchParams({ tab: 'chats', session: nudge.sessionId }).toString()}`;
      const mail = coachChatWaiting({ ...facts, url });
      const customer = { name: booking.fullName, address: booking.email };
      await this.mailer.enqueue(manager, this.bookingMails.coachMail(brand, 'coach-chat-waiting', mail, customer));
      return true;
    }
    if (!booking.chatLink) return false;
    const mail = customerChatReply({ ...facts, url: booking.chatLink });
    const brandAddress = { name: brand.name, address: brand.email };
    await this.mailer.enqueue(manager, {
      type: 'chat-reply-waiting',
      from: brandAddress,
      to: { name: booking.fullName, address: booking.email },
      replyTo: brandAddress,
      subject: mail.subject,
      ...renderMail(mail.blocks, facts.voice, brand),
    });
    return true;
  }
}
