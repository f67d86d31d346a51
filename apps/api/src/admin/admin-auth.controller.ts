import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAppError, type AdminLoginHint, type AdminLoginResponse, type AdminUser } from '@infragen/contracts';
import type { User } from '@infragen/database';
import {
  AuthService,
  clearRefreshCookie,
  CurrentUser,
  readRefreshCookie,
  RequireAdmin,
  sessionNotFound,
  SessionsService,
  setRefreshCookie,
  type AuthenticatedRequest,
  type AuthenticatedUser,
  type IssuedSession,
} from '../auth';
import { AdminBootstrapService, toAdminUser } from '../users';
import { AdminLoginDto, AdminLoginHintDto, AdminLoginResponseDto, AdminVerifyResponseDto } from './admin-auth.dto';

function loginAnswer(user: User, issued: IssuedSession): AdminLoginResponse {
  return {
    user: toAdminUser(user),
    session: {
      access_token: issued.access.accessToken,
      expires_at: issued.access.expiresAt,
      expires_in: issued.access.expiresIn,
    },
  };
}

/**
 * The administrators' own sign-in (/admin/login). Its sessions are separate from user sessions:
 * their own refresh cookie, their own kind in the token, so signing out of one leaves the other.
 */
@ApiTags('admin')
@Controller('admin/auth')
export class AdminAuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly bootstrap: AdminBootstrapService,
  ) {}

  /** Refuses accounts that are not administrators with the same answer as a wrong password. */
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminLoginResponseDto })
  async login(
    @Body() body: AdminLoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLoginResponse> {
    const { user, issued } = await this.auth.signIn(body.email, body.password, request.ip, 'admin');
    setRefreshCookie(request, reply, 'admin', issued.refreshToken, issued.refreshMaxAgeSeconds);
    return loginAnswer(user, issued);
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: AdminLoginResponseDto })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminLoginResponse> {
    try {
      const { user, issued } = await this.sessions.rotate(readRefreshCookie(request, 'admin'), 'admin');
      if (user.role !== 'admin') {
        // Demoted since signing in: the admin session ends here.
        await this.sessions.revoke(issued.sessionId, 'not-admin');
        throw sessionNotFound();
      }
      setRefreshCookie(request, reply, 'admin', issued.refreshToken, issued.refreshMaxAgeSeconds);
      return loginAnswer(user, issued);
    } catch (error) {
      if (isAppError(error, 'SESSION_NOT_FOUND')) clearRefreshCookie(request, reply, 'admin');
      throw error;
    }
  }

  @Get('verify')
  @RequireAdmin()
  @ApiBearerAuth()
  @ApiOkResponse({ type: AdminVerifyResponseDto })
  verify(@CurrentUser() user: AuthenticatedUser): { user: AdminUser } {
    return { user: toAdminUser(user) };
  }

  @Post('signout')
  @HttpCode(204)
  async signOut(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    clearRefreshCookie(request, reply, 'admin');
    let ended = await this.sessions.revokeByRefreshToken(readRefreshCookie(request, 'admin'), 'admin');
    if (request.user?.sessionKind === 'admin')
      ended = (await this.sessions.revoke(request.user.sessionId, 'signout')) || ended;
    if (!ended) throw sessionNotFound();
  }

  /** Public: the demo administrator's email for the login page, when the product runs unconfigured. */
  @Get('hint')
  @ApiOkResponse({ type: AdminLoginHintDto })
  hint(): AdminLoginHint {
    return { email: this.bootstrap.loginHintEmail };
  }
}
