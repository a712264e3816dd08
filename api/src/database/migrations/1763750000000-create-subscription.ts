import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Monthly plans and the questions asked under them. Allowance counters live on the subscription row so one
 * conditional UPDATE can check and spend an allowance atomically (two tabs cannot both get the last question).
 */
export class CreateSubscription1763750000000 implements MigrationInterface {
  name = 'CreateSubscription1763750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE subscription (
        id                        uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        customer_name             text NOT NULL,
        customer_email            text NOT NULL,
        customer_phone            text,
        plan_type                 text NOT NULL CONSTRAINT subscription_plan_type_check CHECK (plan_type IN ('standard', 'premium')),
        price                     integer NOT NULL CONSTRAINT subscription_price_check CHECK (price >= 0),
        payment_method            text CONSTRAINT subscription_payment_method_check
                                    CHECK (payment_method IN ('cashapp', 'venmo', 'zelle', 'zelle-qr', 'paypal', 'credit-card')),
        status                    text NOT NULL DEFAULT 'pending_payment' CONSTRAINT subscription_status_check
                                    CHECK (status IN ('pending_payment', 'active', 'cancelled', 'expired')),
        questions_used_today      integer NOT NULL DEFAULT 0 CONSTRAINT subscription_questions_used_check CHECK (questions_used_today >= 0),
        questions_allowed_per_day integer NOT NULL CONSTRAINT subscription_questions_allowed_check CHECK (questions_allowed_per_day >= 0),
        videos_this_month         integer NOT NULL DEFAULT 0 CONSTRAINT subscription_videos_used_check CHECK (videos_this_month >= 0),
        videos_allowed_per_month  integer NOT NULL CONSTRAINT subscription_videos_allowed_check CHECK (videos_allowed_per_month >= 0),
        last_reset_date           date,
        last_video_date           date,
        activated_at              timestamptz,
        expires_at                timestamptz NOT NULL,
        created_at                timestamptz NOT NULL DEFAULT now(),
        updated_at                timestamptz NOT NULL DEFAULT now()
      )
    `);
    // The subscriber's lookup is by e-mail, case-insensitively.
    await queryRunner.query('CREATE INDEX subscription_customer_email_idx ON subscription (lower(customer_email))');
    await queryRunner.query(`
      CREATE TABLE subscription_message (
        id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        subscription_id  uuid NOT NULL REFERENCES subscription (id) ON DELETE CASCADE,
        kind             text NOT NULL DEFAULT 'question' CONSTRAINT subscription_message_kind_check
                           CHECK (kind IN ('question', 'video_request')),
        customer_message text NOT NULL,
        coach_response   text,
        is_answered      boolean NOT NULL DEFAULT false,
        answered_at      timestamptz,
        created_at       timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT subscription_message_answer_check CHECK (is_answered = (coach_response IS NOT NULL AND answered_at IS NOT NULL))
      )
    `);
    await queryRunner.query(
      'CREATE INDEX subscription_message_subscription_idx ON subscription_message (subscription_id, created_at)',
    );
    // The coach's queue: unanswered questions, oldest first.
    await queryRunner.query(
      'CREATE INDEX subscription_message_unanswered_idx ON subscription_message (created_at) WHERE NOT is_answered',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE subscription_message');
    await queryRunner.query('DROP TABLE subscription');
  }
}
