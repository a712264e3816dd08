import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The customer lifecycle (SPEC §3 UserState, UserInteraction). Customers stay anonymous (no login): a row per
 * e-mail address, kept current by bookings, payments and subscriptions in the same transaction as the change.
 */
export class CreateCustomerLifecycle1763741400000 implements MigrationInterface {
  name = 'CreateCustomerLifecycle1763741400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_state (
        id                       uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email                    text NOT NULL CONSTRAINT user_state_email_key UNIQUE
                                   CONSTRAINT user_state_email_lower_check CHECK (email = lower(email)),
        name                     text,
        phone                    text,
        current_state            text NOT NULL DEFAULT 'pre_registration',
        previous_state           text,
        state_changed_at         timestamptz,
        first_interaction_at     timestamptz,
        last_interaction_at      timestamptz,
        total_bookings           integer NOT NULL DEFAULT 0 CONSTRAINT user_state_total_bookings_check CHECK (total_bookings >= 0),
        total_spent              integer NOT NULL DEFAULT 0 CONSTRAINT user_state_total_spent_check CHECK (total_spent >= 0),
        lifetime_value           integer NOT NULL DEFAULT 0 CONSTRAINT user_state_lifetime_value_check CHECK (lifetime_value >= 0),
        preferred_service        text,
        communication_preference text,
        is_vip                   boolean NOT NULL DEFAULT false,
        churn_risk_score         integer NOT NULL DEFAULT 0,
        reactivation_attempts    integer NOT NULL DEFAULT 0,
        notes                    text,
        created_at               timestamptz NOT NULL DEFAULT now(),
        updated_at               timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(`
      CREATE TABLE user_interaction (
        id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_state_id     uuid NOT NULL REFERENCES user_state (id) ON DELETE CASCADE,
        interaction_type  text NOT NULL,
        interaction_data  jsonb NOT NULL DEFAULT '{}'::jsonb,
        value             integer NOT NULL DEFAULT 0,
        created_at        timestamptz NOT NULL DEFAULT now()
      )
    `);
    await queryRunner.query(
      'CREATE INDEX user_interaction_user_state_created_at_idx ON user_interaction (user_state_id, created_at)',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE user_interaction');
    await queryRunner.query('DROP TABLE user_state');
  }
}
