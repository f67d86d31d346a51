import { Entity, Enum, Index, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { ALERT_SEVERITIES, type AlertSeverity } from '@infragen/contracts';

/**
 * Something an administrator should look at. Raised by the processes
 * themselves; `fingerprint` lets a burst of identical failures become one alert whose
 * `occurrences` grows, instead of a thousand rows.
 */
@Entity({ tableName: 'system_alerts' })
@Index({ properties: ['isResolved', 'createdAt'] })
export class SystemAlert {
  [OptionalProps]?:
    | 'alertType'
    | 'isResolved'
    | 'resolvedAt'
    | 'resolvedBy'
    | 'fingerprint'
    | 'occurrences'
    | 'lastSeenAt'
    | 'createdAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  message!: string;

  /** warning, error, ... (free text: a category administrators read, not a closed list). */
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
