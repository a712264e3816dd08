/** LISTEN/NOTIFY channels of the two outboxes: a commit wakes every instance's worker at once. */
export const EVENT_CHANNEL = 'domain_event';
export const MAIL_CHANNEL = 'mail_outbox';
