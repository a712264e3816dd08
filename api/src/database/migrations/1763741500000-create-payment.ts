import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Card payments through the PaymentGateway. Card data is never stored: brand and last 4 only (DESIGN §3).
 * The idempotency key is unique, so a retried submit finds the first attempt instead of charging twice.
 * subscription_id has no foreign key here: the subscription table belongs to another module's migrations.
 */
export class CreatePayment1763741500000 implements MigrationInterface {
  name = 'CreatePayment1763741500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payment (
        id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        purpose             text NOT NULL CONSTRAINT payment_purpose_check CHECK (purpose IN ('booking', 'subscription', 'general')),
        booking_id          uuid REFERENCES booking (id) ON DELETE SET NULL,
        subscription_id     uuid,
        service_id          text NOT NULL,
        amount_cents        integer NOT NULL CONSTRAINT payment_amount_check CHECK (amount_cents >= 0),
        currency            text NOT NULL DEFAULT 'USD',
        provider            text NOT NULL CONSTRAINT payment_provider_check CHECK (provider IN ('sandbox', 'square')),
        status              text NOT NULL CONSTRAINT payment_status_check
                              CHECK (status IN ('pending', 'approved', 'declined', 'failed', 'refunded')),
        card_brand          text,
        card_last4          text CONSTRAINT payment_card_last4_check CHECK (card_last4 ~ '^\\d{4}$'),
        customer_email      text NOT NULL,
        customer_name       text NOT NULL,
        idempotency_key     text NOT NULL CONSTRAINT payment_idempotency_key_key UNIQUE,
        provider_reference  text,
        failure_message     text,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query('CREATE INDEX payment_booking_id_idx ON payment (booking_id)');
    await queryRunner.query('CREATE INDEX payment_subscription_id_idx ON payment (subscription_id)');
    await queryRunner.query('CREATE INDEX payment_provider_reference_idx ON payment (provider_reference)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payment');
  }
}
