import type { BrandId, ContactMessageStatus } from '@app/contracts';
import type { EntityManager } from 'typeorm';

/** A contact message as its e-mails describe it: the contact module's read model, read by notifications. */
export interface ContactFacts {
  id: string;
  brand: BrandId;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  createdAt: Date;
}

export async function readContactMessage(manager: EntityManager, id: string): Promise<ContactFacts | null> {
  const rows = await manager.query<ContactFacts[]>(
    `SELECT id, brand, name, email, phone, subject, message, status, created_at AS "createdAt"
       FROM contact_message WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
