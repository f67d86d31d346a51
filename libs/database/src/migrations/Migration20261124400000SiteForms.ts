import { Migration } from '@mikro-orm/migrations';

/**
 * The public site's forms: contact messages, support tickets and newsletter addresses. A message
 * or ticket sent signed in names its account, and outlives it (the account becomes null).
 */
export class Migration20261124400000SiteForms extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contact_messages" (
      "id" uuid not null,
      "name" text not null,
      "email" text not null,
      "company" text null,
      "topic" text check ("topic" in ('general', 'sales', 'partnership', 'press', 'careers', 'community')) not null,
      "message" text not null,
      "user_id" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "contact_messages_pkey" primary key ("id")
    );`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);
    this.addSql(
      `alter table "contact_messages" add constraint "contact_messages_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`create table "support_tickets" (
      "id" uuid not null,
      "name" text not null,
      "email" text not null,
      "subject" text not null,
      "category" text check ("category" in ('technical', 'billing', 'feature', 'bug')) not null,
      "priority" text check ("priority" in ('low', 'medium', 'high', 'urgent')) not null,
      "description" text not null,
      "user_id" uuid null,
      "created_at" timestamptz not null default now(),
      constraint "support_tickets_pkey" primary key ("id")
    );`);
    this.addSql(`create index "support_tickets_created_at_index" on "support_tickets" ("created_at");`);
    this.addSql(
      `alter table "support_tickets" add constraint "support_tickets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`create table "newsletter_subscriptions" (
      "id" uuid not null,
      "email" text not null,
      "created_at" timestamptz not null default now(),
      constraint "newsletter_subscriptions_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`,
    );
    this.addSql(
      `create index "newsletter_subscriptions_created_at_index" on "newsletter_subscriptions" ("created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);
    this.addSql(`drop table if exists "support_tickets" cascade;`);
    this.addSql(`drop table if exists "contact_messages" cascade;`);
  }
}
