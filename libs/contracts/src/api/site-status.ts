/**
 * `GET /api/status`: what every page needs to know of the operator's settings (the maintenance
 * banner, whether sign-up is open, where to write for help). Plain types, no schema: the web app
 * reads this on every page and keeps zod out of its first load.
 */
export interface SiteStatus {
  maintenanceMode: boolean;
  /** The operator's text, shown while maintenance mode is on. */
  maintenanceMessage: string;
  registrationEnabled: boolean;
  supportEmail: string;
}
