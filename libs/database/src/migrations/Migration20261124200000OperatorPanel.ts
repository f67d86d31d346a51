import { Migration } from '@mikro-orm/migrations';

/** The plans of the pricing page, seeded with fixed ids so every installation names them alike. */
const STARTER = '5a1f3c2e-0001-4c6b-9e6f-7a2b3c4d5e01';
const PROFESSIONAL = '5a1f3c2e-0002-4c6b-9e6f-7a2b3c4d5e02';
const ENTERPRISE = '5a1f3c2e-0003-4c6b-9e6f-7a2b3c4d5e03';

/**
 * The operator panel: subscription plans (seeded with the pricing page's three), promo codes and
 * their redemptions, credits (a balance on each account and a ledger of every change), the admin
 * audit log, and accounts an administrator can disable.
 */
export class Migration20261124200000OperatorPanel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "subscription_plans" (
      "id" uuid not null,
      "name" text not null,
      "description" text not null default '',
      "price" numeric(10,2) null,
      "billing_period" text check ("billing_period" in ('monthly', 'yearly')) not null default 'monthly',
      "credits_included" int null,
      "is_active" boolean not null default true,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "subscription_plans_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "subscription_plans" add constraint "subscription_plans_name_unique" unique ("name");`);
    this
      .addSql(`insert into "subscription_plans" ("id", "name", "description", "price", "billing_period", "credits_included") values
      ('${STARTER}', 'Starter', 'For trying things out: 3 projects and 50 AI generations per month.', 0, 'monthly', 50),
      ('${PROFESSIONAL}', 'Professional', 'For working engineers: unlimited projects and 500 AI generations per month.', 29, 'monthly', 500),
      ('${ENTERPRISE}', 'Enterprise', 'For organisations: unlimited generations, pricing agreed with us.', null, 'monthly', null);`);

    this.addSql(`alter table "users"
      add column "disabled_at" timestamptz null,
      add column "credits" int not null default 0,
      add column "plan_id" uuid null,
      add column "plan_started_at" timestamptz null;`);
    // Accounts made before plans existed start on the free plan today.
    this.addSql(`update "users" set "plan_id" = '${STARTER}', "plan_started_at" = now();`);

    this.addSql(`create table "promo_codes" (
      "id" uuid not null,
      "code" text not null,
      "description" text null,
      "discount_type" text check ("discount_type" in ('percentage', 'fixed_amount', 'credits')) not null default 'percentage',
      "discount_value" numeric(12,2) not null default 0,
      "max_uses" int null,
      "current_uses" int not null default 0,
      "expires_at" timestamptz null,
      "is_active" boolean not null default true,
      "created_by" uuid null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      constraint "promo_codes_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "promo_codes" add constraint "promo_codes_code_unique" unique ("code");`);

    this.addSql(`create table "promo_code_redemptions" (
      "id" uuid not null,
      "promo_code_id" uuid not null,
      "user_id" uuid not null,
      "created_at" timestamptz not null default now(),
      constraint "promo_code_redemptions_pkey" primary key ("id")
    );`);
    this.addSql(`create index "promo_code_redemptions_user_id_index" on "promo_code_redemptions" ("user_id");`);
    this.addSql(
      `alter table "promo_code_redemptions" add constraint "promo_code_redemptions_promo_code_id_user_id_unique" unique ("promo_code_id", "user_id");`,
    );
    this.addSql(
      `alter table "promo_code_redemptions" add constraint "promo_code_redemptions_promo_code_id_foreign" foreign key ("promo_code_id") references "promo_codes" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "promo_code_redemptions" add constraint "promo_code_redemptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create table "credit_transactions" (
      "id" uuid not null,
      "user_id" uuid not null,
      "amount" int not null,
      "reason" text check ("reason" in ('signup', 'plan', 'promo', 'generation', 'refund', 'admin')) not null,
      "reference" text null,
      "created_at" timestamptz not null default now(),
      constraint "credit_transactions_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "credit_transactions_user_id_created_at_index" on "credit_transactions" ("user_id", "created_at");`,
    );
    this.addSql(
      `alter table "credit_transactions" add constraint "credit_transactions_user_id_reason_reference_unique" unique ("user_id", "reason", "reference");`,
    );
    this.addSql(
      `alter table "credit_transactions" add constraint "credit_transactions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // A generation that fails gives its credit back, whichever process ends it (the worker, the
    // api, the reconciler): the ending's update of the row is the one place they all pass.
    this.addSql(`create function "refund_failed_generation"() returns trigger language plpgsql as $$
      begin
        with refund as (
          insert into credit_transactions (id, user_id, amount, reason, reference)
          select gen_random_uuid(), new.user_id, 1, 'refund', new.id::text
          where exists (
            select 1 from credit_transactions
            where user_id = new.user_id and reason = 'generation' and reference = new.id::text
          )
          on conflict (user_id, reason, reference) do nothing
          returning user_id
        )
        update users set credits = credits + 1 where id in (select user_id from refund);
        return new;
      end;
    $$;`);
    this.addSql(`create trigger "generations_refund_failed" after update of "status" on "generations"
      for each row when (new.status = 'failed' and old.status <> 'failed' and new.user_id is not null)
      execute function "refund_failed_generation"();`);

    // A project's generations are read, counted and removed with it.
    this.addSql(`create index "generations_conversation_id_index" on "generations" ("conversation_id");`);

    this.addSql(`create table "admin_audit_log" (
      "id" uuid not null,
      "actor_id" uuid null,
      "actor_email" text not null,
      "action" text not null,
      "summary" text not null,
      "target_type" text null,
      "target_id" text null,
      "details" jsonb not null default '{}',
      "created_at" timestamptz not null default now(),
      constraint "admin_audit_log_pkey" primary key ("id")
    );`);
    this.addSql(`create index "admin_audit_log_created_at_index" on "admin_audit_log" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "admin_audit_log" cascade;`);
    this.addSql(`drop index if exists "generations_conversation_id_index";`);
    this.addSql(`drop trigger if exists "generations_refund_failed" on "generations";`);
    this.addSql(`drop function if exists "refund_failed_generation"();`);
    this.addSql(`drop table if exists "credit_transactions" cascade;`);
    this.addSql(`drop table if exists "promo_code_redemptions" cascade;`);
    this.addSql(`drop table if exists "promo_codes" cascade;`);
    this.addSql(
      `alter table "users" drop column "disabled_at", drop column "credits", drop column "plan_id", drop column "plan_started_at";`,
    );
    this.addSql(`drop table if exists "subscription_plans" cascade;`);
  }
}
