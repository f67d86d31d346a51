import { Entity, Enum, Index, ManyToOne, OptionalProps, PrimaryKey, Property, type Ref } from '@mikro-orm/core';
import { CONTACT_TOPICS, type ContactTopic } from '@infragen/contracts';
import { User } from './user.entity';

/** A message sent through the public contact form; administrators read them, newest first. */
@Entity({ tableName: 'contact_messages' })
@Index({ properties: ['createdAt'] })
export class ContactMessage {
  [OptionalProps]?: 'company' | 'user' | 'createdAt' | 'handledAt' | 'handledBy';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  company: string | null = null;

  @Enum({ items: [...CONTACT_TOPICS] })
  topic!: ContactTopic;

  @Property({ type: 'text' })
  message!: string;

  /** The account it was sent from, when the sender was signed in; kept if the account goes. */
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
