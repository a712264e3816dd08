import type { ContactMessageDto } from '@app/contracts';
import type { ContactMessageEntity } from './contact-message.entity';

export function toContactMessageDto(row: ContactMessageEntity): ContactMessageDto {
  return {
    id: row.id,
    brand: row.brand,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    status: row.status,
    receivedAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}
