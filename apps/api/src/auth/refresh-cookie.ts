import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_SESSION_HINT_COOKIE, SESSION_HINT_COOKIE, type SessionKind } from '@infragen/contracts';

/**
 * The refresh token lives only in an httpOnly cookie, scoped to the endpoints that read it, so
 * page scripts can never read it and ordinary api calls never carry it. User and admin sessions
 * use different cookies, so signing out of one leaves the other.
 */
const REFRESH_COOKIES: Record<SessionKind, { name: string; path: string }> = {
  user: { name: 'infragen_refresh', path: '/api/auth' },
  admin: { name: 'infragen_admin_refresh', path: '/api/admin/auth' },
};

const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

export function readRefreshCookie(request: FastifyRequest, kind: SessionKind): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  const { name } = REFRESH_COOKIES[kind];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    return TOKEN.test(value) ? value : null;
  }
  return null;
}

/** Secure whenever the site is reached over https (directly or through a proxy that says so). */
function cookieAttributes(request: FastifyRequest, kind: SessionKind, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `Path=${REFRESH_COOKIES[kind].path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`;
}

/** The readable hint of each kind of session (libs/contracts/src/session-hint.ts). */
const HINT_COOKIES: Record<SessionKind, string> = { user: SESSION_HINT_COOKIE, admin: ADMIN_SESSION_HINT_COOKIE };

/**
 * The session's readable hint (no secret in it) for the whole site, living and dying with the
 * refresh cookie, so the browser asks to restore a session only when there may be one.
 */
function sessionHint(request: FastifyRequest, kind: SessionKind, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  const value = maxAgeSeconds > 0 ? '1' : '';
  return `${HINT_COOKIES[kind]}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  token: string,
  maxAgeSeconds: number,
): void {
  void reply.header(
    'set-cookie',
    `${REFRESH_COOKIES[kind].name}=${token}; ${cookieAttributes(request, kind, maxAgeSeconds)}`,
  );
  void reply.header('set-cookie', sessionHint(request, kind, maxAgeSeconds));
  void reply.header('cache-control', 'no-store');
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply, kind: SessionKind): void {
  void reply.header('set-cookie', `${REFRESH_COOKIES[kind].name}=; ${cookieAttributes(request, kind, 0)}`);
  void reply.header('set-cookie', sessionHint(request, kind, 0));
}
