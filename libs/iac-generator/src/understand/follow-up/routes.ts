/**
 * A follow-up that removes one route of an Ingress ("remove the /v1 route", "drop the route to
 * legacy-api"): the route its path names (or its Service, said with the word route) goes, the
 * Ingress and its other routes stay.
 */
import { type IngressRoute, type Setting } from '../../model/types';
import { type Mention } from '../intent';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Whether the removal's words name `route`: its path as a word of its own, or its Service beside "route". */
function names(words: string, route: IngressRoute): boolean {
  const said = ` ${words.toLowerCase()} `;
  if (new RegExp(`[\\s"'\`(]${escape(route.path)}(?=[\\s"'\`),.;:!?])`).test(said)) return true;
  return /\broutes?\b/.test(said) && new RegExp(`[\\s"'\`(]${escape(route.service)}(?=[\\s"'\`),.;:!?])`).test(said);
}

/**
 * Takes the routes the removal's `words` name away from the things in `model` that have them (never
 * every route of one: that is the Ingress itself). Returns the removed routes' settings as said.
 */
export function removeRoutes(model: Mention[], words: string): string[] {
  const removed: string[] = [];
  for (const m of model) {
    const routes = m.attrs.ingressRoutes;
    if (!routes?.length) continue;
    const gone = routes.filter((r) => names(words, r));
    if (!gone.length || gone.length === routes.length) continue;
    m.attrs.ingressRoutes = routes.filter((r) => !gone.includes(r));
    const isGone = (r: IngressRoute) => gone.some((g) => g.path === r.path && g.service === r.service);
    const ofGone = (x: Setting) => ((x.values?.ingressRoutes ?? []) as IngressRoute[]).some(isGone);
    for (const s of m.settings.filter(ofGone)) removed.push(s.text);
    m.settings = m.settings.filter((x) => !ofGone(x));
  }
  return removed;
}
