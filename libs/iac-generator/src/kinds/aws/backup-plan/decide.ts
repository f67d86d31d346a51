import { type Component } from '../../../model/types';
import { backupSchedule } from '../settings';
import { atTimeOfDay } from '../../time-of-day';
import { copyDestination } from './copy';

/** What the request's settings decide for a backup plan, once for every format. */
export function decide(c: Component, phrases: readonly string[] = []) {
  return {
    // The vault the request says each recovery point is copied to, by its ARN.
    copyTo: copyDestination(phrases),
    // The stated schedule (daily at midnight UTC unless stated), and recovery points kept 35 days unless stated.
    schedule: backupSchedule(atTimeOfDay(c.attrs.schedule, c.attrs.timeOfDay)),
    // AWS Backup keeps a recovery point moved to cold storage there at least 90 days: with no
    // retention stated, it is kept that long after the move (a stated shorter one is a conflict, kind.json).
    deleteAfterDays: c.attrs.retentionDays ?? Math.max(35, (c.attrs.transitionDays ?? -90) + 90),
    // Recovery points move to cold storage after the days stated ("to cold storage after 60 days").
    coldAfterDays: c.attrs.transitionDays,
    // The tags that select what is backed up: as stated ("every resource tagged backup=true"), else
    // Backup = "true" when nothing in the request is there to back up.
    selectionTags: Object.entries(c.attrs.labels ?? {}).map(([key, value]) => ({ key, value })),
  };
}
