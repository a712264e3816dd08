/**
 * Contact form (§3 Contact message, §5 "Contact form", §7 POST /api/contact). Upper bounds are ours (the
 * spec shows none): they keep one request from filling the outbox or the coach's inbox.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { emailString, optionalText } from './validation';

export const CONTACT_LIMITS = { name: 100, phone: 30, subject: 200, message: 5000 } as const;

export const contactSchema = object({
  name: string()
    .trim()
    .required(M.nameMin)
    .min(2, M.nameMin)
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: emailString().required(M.emailInvalid),
  phone: optionalText(CONTACT_LIMITS.phone, 'Phone'),
  subject: string()
    .trim()
    .required(M.subjectMin)
    .min(5, M.subjectMin)
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`),
  message: string()
    .trim()
    .required(M.messageMin)
    .min(10, M.messageMin)
    .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});
export type ContactFormValues = InferType<typeof contactSchema>;

/** The API's answer: the spec shows none, so an id the visitor can quote if they write again. */
export interface ContactResponseDto {
  id: string;
  receivedAt: string;
}
