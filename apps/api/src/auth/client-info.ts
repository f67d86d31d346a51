import type { FastifyRequest } from 'fastify';

/** The site's own address as this request reached it (used for email links without PUBLIC_URL). */
export function siteUrlOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
