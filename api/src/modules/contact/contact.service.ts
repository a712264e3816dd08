import type { ContactFormValues, ContactResponseDto } from '@app/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ContactMessageEntity } from './contact-message.entity';

@Injectable()
export class ContactService {
  constructor(@InjectRepository(ContactMessageEntity) private readonly messages: Repository<ContactMessageEntity>) {}

  /** Stored first, so a message survives whatever happens to its e-mail notification. */
  async receive(form: ContactFormValues): Promise<ContactResponseDto> {
    const saved = await this.messages.save(
      this.messages.create({
        name: form.name,
        email: form.email,
        phone: form.phone ?? null,
        subject: form.subject,
        message: form.message,
      }),
    );
    return { id: saved.id, receivedAt: saved.createdAt.toISOString() };
  }
}
