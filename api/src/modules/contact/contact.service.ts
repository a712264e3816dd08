import {
  type ContactFormValues,
  type ContactMessageDto,
  type ContactMessageStatus,
  type ContactResponseDto,
  ErrorCode,
} from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { DomainError } from '../../common/domain-error';
import { DomainEvents } from '../domain-events/domain-events';
import { ContactMessageEntity } from './contact-message.entity';
import { toContactMessageDto } from './contact-message.mapper';

/** The Messages inbox shows at most this many per list. */
const INBOX_LIMIT = 200;

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
  ) {}

  /**
   * Stored and announced in one transaction: the brand's inbox and the sender are e-mailed exactly when the
   * message exists (issue 13), however the mail server is doing right now.
   */
  async receive(form: ContactFormValues): Promise<ContactResponseDto> {
    const saved = await this.messages.manager.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(ContactMessageEntity, {
          brand: form.brand,
          name: form.name,
          email: form.email,
          phone: form.phone ?? null,
          subject: form.subject,
          message: form.message,
        }),
      );
      await this.events.publish(manager, 'contact.received', { contactMessageId: row.id });
      return row;
    });
    return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  }

  /** The coach's inbox, newest first; one status or both. */
  async list(status: ContactMessageStatus | undefined): Promise<ContactMessageDto[]> {
    const rows = await this.messages.find({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      take: INBOX_LIMIT,
    });
    return rows.map(toContactMessageDto);
  }

  /** Marks a message handled (or back to unread); handled_at records when it was handled. */
  async setStatus(id: string, status: ContactMessageStatus): Promise<ContactMessageDto> {
    const row = await this.messages.findOneBy({ id });
    if (!row) throw new DomainError(ErrorCode.CONTACT_MESSAGE_NOT_FOUND);
    if (row.status !== status) {
      row.status = status;
      row.handledAt = status === 'handled' ? this.clock.now() : null;
      await this.messages.update({ id }, { status: row.status, handledAt: row.handledAt });
    }
    return toContactMessageDto(row);
  }
}
