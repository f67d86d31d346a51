export { AuthModule } from './auth.module';
export { AuthService } from './auth.service';
export { SessionsService, sessionNotFound, type IssuedSession } from './sessions.service';
export { SocketAuthenticator } from './socket-authenticator';
export { SessionEndings } from './session-endings';
export { CurrentUser, RequireAdmin, RequireUser, type AuthenticatedRequest } from './access.decorators';
export type { AuthenticatedUser } from './auth-tokens';
export { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
export { Owner, anonHashFrom, hashAnonymousToken, isOwner, newAnonymousToken, type RequestOwner } from './ownership';
