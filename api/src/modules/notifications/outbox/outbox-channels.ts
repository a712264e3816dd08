/** LISTEN/NOTIFY channels of the two outboxes: a commit wakes every instance's worker at once. */
export { EVENT_CHANNEL } from '../../domain-events/domain-events';
export const MAIL_CHANNEL = 'mail_outbox';
