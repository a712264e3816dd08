import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The coach runs the business (issue 27): a booking's history (what, when, who; the identity orders the entries
 * one transaction writes), the coach's marks on a booking (no-show, the reason a cancellation gave, a refund owed
 * for an off-site payment), and the client address a booking came from, so one visitor cannot hold the week with
 * unpaid bookings (DESIGN §3 "Unpaid bookings"). The two partial indexes serve exactly the unpaid-cap counts: live
 * bookings whose payment is awaited, by e-mail and by address.
 */
export class CoachBookingActions1764080000000 implements MigrationInterface {
  name = 'CoachBookingActions1764080000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE booking
        ADD COLUMN no_show_at timestamptz,
        ADD COLUMN cancel_reason text,
        ADD COLUMN refund_owed_cents integer NOT NULL DEFAULT 0 CHECK (refund_owed_cents >= 0),
        ADD COLUMN client_address text`);
    // refund_owed: an off-site payment the coach refunded and has not sent back yet.
    await queryRunner.query(`
      ALTER TABLE booking DROP CONSTRAINT booking_payment_status_check,
        ADD CONSTRAINT booking_payment_status_check
          CHECK (payment_status IN ('awaiting', 'paid', 'refunded', 'refund_owed', 'not_required'))`);
    await queryRunner.query(`
      CREATE INDEX booking_unpaid_email_idx ON booking (lower(email))
       WHERE status IN ('confirmed', 'pending_payment') AND payment_status = 'awaiting'`);
    await queryRunner.query(`
      CREATE INDEX booking_unpaid_client_idx ON booking (client_address)
       WHERE status IN ('confirmed', 'pending_payment') AND payment_status = 'awaiting' AND client_address IS NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE booking_history (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        booking_id uuid NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        at timestamptz NOT NULL DEFAULT now(),
        actor text NOT NULL CHECK (actor IN ('customer', 'coach', 'system')),
        action text NOT NULL,
        detail text
      )`);
    await queryRunner.query(`CREATE INDEX booking_history_booking_idx ON booking_history (booking_id, at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE booking_history');
    await queryRunner.query('DROP INDEX booking_unpaid_client_idx');
    await queryRunner.query('DROP INDEX booking_unpaid_email_idx');
    await queryRunner.query(`UPDATE booking SET payment_status = 'paid' WHERE payment_status = 'refund_owed'`);
    await queryRunner.query(`
      ALTER TABLE booking DROP CONSTRAINT booking_payment_status_check,
        ADD CONSTRAINT booking_payment_status_check
          CHECK (payment_status IN ('awaiting', 'paid', 'refunded', 'not_required'))`);
    await queryRunner.query(
      'ALTER TABLE booking DROP COLUMN no_show_at, DROP COLUMN cancel_reason, DROP COLUMN refund_owed_cents, DROP COLUMN client_address',
    );
  }
}
