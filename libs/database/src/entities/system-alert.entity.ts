import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/**
 * Something an administrator should look at (spec: system_alert). Raised by the processes
 * themselves; `fingerprint` lets a burst of identical failures become one alert whose
 * `occurrences` grows, instead of a thousand rows.
 */
@Entity({ tableName: 'system_alerts' })
@Index({ properties: ['isResolved', 'createdAt'] })
export class SystemAlert {
  [OptionalProps]?: 'alertType' | 'isResolved' | 'resolvedAt' | 'resolvedBy' | 'fingerprint' | 'occurrences' | 'lastSeenAt' | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  message!: string;

  /** warning, error, ... (free text in the spec). */
  @Property({ type: 'text', default: 'error' })
  alertType = 'error';

  @Enum({ items: [...ALERT_SEVERITIES] })
  severity!: AlertSeverity;

  @Property({ type: 'boolean', default: false })
  isResolved = false;

  @Property({ type: 'timestamptz', nullable: true })
  resolvedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  resolvedBy: string | null = null;

  @Property({ type: 'text', nullable: true })
  fingerprint: string | null = null;

  @Property({ type: 'integer', default: 1 })
  occurrences = 1;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
