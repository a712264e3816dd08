import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bookings (SPEC §3 + DESIGN §3). The partial unique index is what makes double booking impossible: at most one
 * live (confirmed or pending_payment) booking per slot, whatever the application does. Cancelled and expired
 * bookings stay for the record and free the slot. The amount is the catalogue price at booking time.
 */
export class CreateBooking1763741200000 implements MigrationInterface {
  name = 'CreateBooking1763741200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE booking (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        brand               text NOT NULL CONSTRAINT booking_brand_check CHECK (brand IN ('coaching', 'lunar')),
        source              text NOT NULL CONSTRAINT booking_source_check CHECK (source IN ('booking-form', 'coaching-page')),
        full_name           text NOT NULL,
        email               text NOT NULL,
        phone               text,
        service_id          text NOT NULL,
        service_name        text NOT NULL,
        time_slot_id        uuid NOT NULL REFERENCES time_slot (id) ON DELETE RESTRICT,
        delivery_preference text NOT NULL DEFAULT 'chat' CONSTRAINT booking_delivery_preference_check
                              CHECK (delivery_preference IN ('chat', 'video-call', 'prerecorded-video')),
        chat_platform       text NOT NULL DEFAULT 'live-chat',
        video_platform      text CONSTRAINT booking_video_platform_check
                              CHECK (video_platform IN ('google-meet', 'zoom', 'microsoft-teams')),
        contact_info        text,
        special_requests    text,
        payment_method      text CONSTRAINT booking_payment_method_check
                              CHECK (payment_method IN ('cashapp', 'venmo', 'zelle', 'zelle-qr', 'paypal', 'credit-card')),
        status              text NOT NULL DEFAULT 'confirmed' CONSTRAINT booking_status_check
                              CHECK (status IN ('confirmed', 'pending_payment', 'cancelled', 'expired')),
        payment_status      text NOT NULL DEFAULT 'awaiting' CONSTRAINT booking_payment_status_check
                              CHECK (payment_status IN ('awaiting', 'paid', 'refunded', 'not_required')),
        amount_cents        integer NOT NULL CONSTRAINT booking_amount_check CHECK (amount_cents >= 0),
        currency            text NOT NULL DEFAULT 'USD',
        time_zone           text,
        meeting_details     jsonb,
        manage_token_hash   text NOT NULL CONSTRAINT booking_manage_token_hash_key UNIQUE,
        hold_expires_at     timestamptz,
        paid_at             timestamptz,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT booking_hold_check CHECK (status <> 'pending_payment' OR hold_expires_at IS NOT NULL)
      )
    `);
    await queryRunner.query(`
      CREATE UNIQUE INDEX booking_live_slot_key ON booking (time_slot_id)
        WHERE status IN ('confirmed', 'pending_payment')
    `);
    // The sweeper's query: pending holds by expiry.
    await queryRunner.query(`
      CREATE INDEX booking_pending_hold_idx ON booking (hold_expires_at) WHERE status = 'pending_payment'
    `);
    await queryRunner.query('CREATE INDEX booking_brand_created_at_idx ON booking (brand, created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE booking');
  }
}
