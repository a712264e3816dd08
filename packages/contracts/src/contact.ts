/**
 * Contact form (§3 Contact message, §5 "Contact form", §7 POST /api/contact). Upper bounds are ours (the
 * spec shows none): they keep one request from filling the outbox or the coach's inbox.
 */
import { object, string } from 'yup';
import type { InferType } from 'yup';
import { VALIDATION_MESSAGES as M } from './messages';
import { emailString, ONE_LINE, optionalText } from './validation';

export const CONTACT_LIMITS = { name: 100, phone: 30, subject: 200, message: 5000 } as const;

export const CONTACT_BRANDS = ['coaching', 'lunar'] as const;

/**
 * Name, phone and subject are one line each: they become rows and the Subject of the coach's e-mail, where a line
 * break would forge lines of its own ("Bcc: …", a fake "E-mail:" row). Any control character or Unicode line/paragraph
 * separator is refused (issue 28); the message itself may span lines — it is quoted as a block.
 */
export const CONTACT_ONE_LINE_MESSAGES = {
  name: 'Name must be on one line',
  phone: 'Phone must be on one line',
  subject: 'Subject must be on one line',
} as const;

export const contactSchema = object({
  /** Which brand's inbox receives it (issue 13); the coaching site's form when absent. */
  brand: string().oneOf(CONTACT_BRANDS, 'Unknown brand').default('coaching'),
  name: string()
    .trim()
    .required(M.nameMin)
    .min(2, M.nameMin)
    .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`)
    .matches(ONE_LINE, CONTACT_ONE_LINE_MESSAGES.name),
  email: emailString().required(M.emailInvalid),
  phone: optionalText(CONTACT_LIMITS.phone, 'Phone').matches(ONE_LINE, CONTACT_ONE_LINE_MESSAGES.phone),
  subject: string()
    .trim()
    .required(M.subjectMin)
    .min(5, M.subjectMin)
    .max(CONTACT_LIMITS.subject, `Subject must be at most ${CONTACT_LIMITS.subject} characters`)
    .matches(ONE_LINE, CONTACT_ONE_LINE_MESSAGES.subject),
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

/** Coach console Messages inbox (issue 13). */
export const CONTACT_MESSAGE_STATUSES = ['unread', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** GET /api/coach/contact-messages?status=unread|handled (admin). Newest first. */
export interface ContactMessageDto {
  id: string;
  brand: (typeof CONTACT_BRANDS)[number];
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  receivedAt: string;
  handledAt: string | null;
}

/** PATCH /api/coach/contact-messages/:id (admin). */
export const contactMessageStatusSchema = object({
  status: string()
    .oneOf(CONTACT_MESSAGE_STATUSES, 'Status must be unread or handled')
    .required('Status must be unread or handled'),
});
