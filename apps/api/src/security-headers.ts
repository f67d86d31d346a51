import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';
import type { ApiConfig } from './config';

/**
 * Whether the browser reached this page over https: directly, through a proxy trusted to say so
 * (TRUST_PROXY), or at the host of an https PUBLIC_URL (a proxy in front that says nothing).
 */
function reachedOverHttps(request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (request.protocol === 'https') return true;
  if (!publicUrl) return false;
  const site = new URL(publicUrl);
  return site.protocol === 'https:' && site.host === request.host;
}

/**
 * HSTS as helmet would send it (a year, subdomains included). A browser ignores it over plain
 * http (RFC 6797 8.1), and a proxy or cache could carry it to an https name the operator never
 * meant to pin, so it goes only with answers to requests that came over https.
 */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * helmet's headers, with a Content-Security-Policy of our own. Strict-Transport-Security is sent
 * only when the request came over https: directly, or through a proxy TRUST_PROXY believes
 * (`request.protocol` honours its X-Forwarded-Proto). `upgrade-insecure-requests` is
 * sent only to pages reached over https: a self-hosted instance opened as http://<host>:3000 from
 * another machine would otherwise have the browser fetch its scripts over https, which that
 * server does not speak, and show a blank page.
 */
export async function useSecurityHeaders(app: NestFastifyApplication, config: ApiConfig): Promise<void> {
  await app.register(helmet, {
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        imgSrc: ["'self'", 'data:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // WebAssembly may be compiled (the Diagram tab's worker parses Terraform with tree-sitter
        // compiled to WebAssembly); JavaScript eval stays refused.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') void reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string' && reachedOverHttps(request, config.env.PUBLIC_URL)) {
        void reply.header('content-security-policy', `${policy};upgrade-insecure-requests`);
      }
    });
}
