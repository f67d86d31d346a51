import { Injectable } from '@nestjs/common';
import type { AuditPage } from '@infragen/contracts';
import { AuditLogRepository } from '@infragen/database';

/** Who did it: the signed-in administrator. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditAction {
  /** A stable name to filter on: `user.role`, `promo.create`, ... */
  action: string;
  /** What it did, a sentence from the catalogue. */
  summary: string;
  targetType?: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** Every administrator action, recorded (who, what, when) for other administrators to read. */
@Injectable()
export class AuditService {
  constructor(private readonly log: AuditLogRepository) {}

  record(actor: AuditActor, action: AuditAction): Promise<void> {
    return this.log.record({ actorId: actor.id, actorEmail: actor.email, ...action });
  }

  async page(limit: number, before?: string): Promise<AuditPage> {
    const { entries, more } = await this.log.page({ limit, before: before ? new Date(before) : undefined });
    return { entries, nextBefore: more ? entries[entries.length - 1]!.createdAt : null };
  }
}
