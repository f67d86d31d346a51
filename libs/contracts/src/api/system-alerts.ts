import { z } from 'zod';
import { ALERT_SEVERITIES } from '../errors/operator-alert';

/** A system alert as administrators see it (snake_case: the operator panel's client reads these names). */
export const SystemAlertViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  message: z.string(),
  alert_type: z.string(),
  severity: z.enum(ALERT_SEVERITIES),
  is_resolved: z.boolean(),
  resolved_at: z.string().nullable(),
  resolved_by: z.uuid().nullable(),
  /** Email of the administrator who resolved it, when known. */
  resolved_by_email: z.string().nullable(),
  /** How many times the same failure happened while the alert was open. */
  occurrences: z.number().int(),
  last_seen_at: z.string(),
  created_at: z.string(),
});
export type SystemAlertView = z.infer<typeof SystemAlertViewSchema>;

/** How many resolved alerts the Alerts page lists ("And N more" counts the rest). */
export const RESOLVED_ALERTS_SHOWN = 5;

/** `GET /api/admin/alerts`: the stats, every unresolved alert (newest first) and the last resolved ones. */
export const SystemAlertsOverviewSchema = z.object({
  stats: z.object({
    total: z.number().int(),
    unresolved: z.number().int(),
    criticalUnresolved: z.number().int(),
    resolvedToday: z.number().int(),
  }),
  unresolved: z.array(SystemAlertViewSchema),
  resolved: z.array(SystemAlertViewSchema),
  /** Resolved alerts beyond those listed. */
  moreResolved: z.number().int(),
});
export type SystemAlertsOverview = z.infer<typeof SystemAlertsOverviewSchema>;

export const AlertIdParamsSchema = z.strictObject({ id: z.uuid() });
