import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One operator setting that differs from its default (the keys and defaults are in contracts). */
@Entity({ tableName: 'system_configurations' })
export class SystemConfiguration {
  [OptionalProps]?: 'description' | 'updatedBy' | 'updatedAt';

  @PrimaryKey({ type: 'text' })
  configKey!: string;

  @Property({ type: 'jsonb' })
  configValue!: unknown;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'uuid', nullable: true })
  updatedBy: string | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
