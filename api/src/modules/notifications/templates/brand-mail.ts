import type { BrandSettings } from '@app/contracts';
import type { MailAddress, MailType, OutgoingMail } from '../mailer/outgoing-mail';
import { brandVoice } from './brand-voice';
import type { ComposedMail } from './customer-booking.templates';
import { renderMail } from './mail-blocks';

/** A composed e-mail from a brand to one person, as the outbox takes it: sent and answered as the brand, in its voice. */
export function fromBrand(brand: BrandSettings, type: MailType, to: MailAddress, mail: ComposedMail): OutgoingMail {
  const brandAddress = { name: brand.name, address: brand.email };
  return {
    type,
    from: brandAddress,
    to,
    replyTo: brandAddress,
    subject: mail.subject,
    ...renderMail(mail.blocks, brandVoice(brand.id), brand),
  };
}
