import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, type TicketCategory, type TicketPriority } from '@infragen/contracts';
import { User } from './user.entity';

/** A ticket opened on the support page; administrators read them, newest first. */
@Entity({ tableName: 'support_tickets' })
@Index({ properties: ['createdAt'] })
export class SupportTicket {
  [OptionalProps]?: 'user' | 'createdAt' | 'handledAt' | 'handledBy';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Enum({ items: [...TICKET_CATEGORIES] })
  category!: TicketCategory;

  @Enum({ items: [...TICKET_PRIORITIES] })
  priority!: TicketPriority;

  @Property({ type: 'text' })
  description!: string;

  /** The account it was opened from, when the sender was signed in; kept if the account goes. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null' })
  user: Ref<User> | null = null;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When an administrator marked it handled; null while it is open. */
  @Property({ type: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  /** The administrator who marked it handled; kept as null if that account goes. */
  @ManyToOne(() => User, { ref: true, nullable: true, deleteRule: 'set null', fieldName: 'handled_by' })
  handledBy: Ref<User> | null = null;
}
