/** How urgent a system alert is; administrators sort and colour alerts by it. */
export const ALERT_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];

/** What administrators are told about a failure that is not the user's doing. */
export interface OperatorAlert {
  title: string;
  severity: AlertSeverity;
  /** Details for the operator (provider status and text, endpoint, model); never a secret. */
  message: string;
  /** Identical failures share one unresolved alert, whose occurrences grow. */
  fingerprint: string;
}
