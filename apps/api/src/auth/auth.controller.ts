import { Body, Controller, Get, HttpCode, Post, Query, Redirect, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MeResponse, SignInResponse, SignUpResponse } from '@infragen/contracts';
import { ANONYMOUS_SESSION_HEADER, isAppError } from '@infragen/contracts';
import { ProjectsRepository } from '@infragen/database';
import { toAuthUser } from '../users';
import { CurrentUser, RequireUser, type AuthenticatedRequest } from './access.decorators';
import type { AuthenticatedUser } from './auth-tokens';
import {
  MeResponseDto,
  SignInDto,
  SignInResponseDto,
  SignUpDto,
  SignUpResponseDto,
  VerifyEmailQueryDto,
} from './auth.dto';
import { AuthService } from './auth.service';
import type { RequestWithAnonymousSession } from './ownership';
import { siteUrlOf } from './client-info';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { SessionsService, sessionNotFound } from './sessions.service';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly projects: ProjectsRepository,
  ) {}

  /**
   * A visitor who tried the generator anonymously and now signs up or in brings that session's
   * token (the `x-anonymous-session` header, verified by the authentication guard): its
   * conversations become the account's.
   */
  private async adoptAnonymous(request: FastifyRequest, userId: string): Promise<void> {
    const anonHash = (request as RequestWithAnonymousSession).anonHash;
    if (anonHash) await this.projects.adoptAnonymous(anonHash, userId);
  }

  @Post('signup')
  @ApiHeader({
    name: ANONYMOUS_SESSION_HEADER,
    required: false,
    description:
      'The token of an anonymous session whose conversations the account takes over (as the server issued it; any other answers 401 ANONYMOUS_SESSION_INVALID).',
  })
  @HttpCode(201)
  @ApiCreatedResponse({
    type: SignUpResponseDto,
    description:
      'Created and signed in at once; or, when the email must be verified first, the same answer (no account named) whether or not the email already had an account: the email tells.',
  })
  async signUp(
    @Body() body: SignUpDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignUpResponse> {
    const { user, issued } = await this.auth.signUp(body, request.ip, siteUrlOf(request));
    if (issued && user) {
      setRefreshCookie(request, reply, 'user', issued.refreshToken, issued.refreshMaxAgeSeconds);
      // Only once signed in: an address still to be verified adopts at its first sign-in.
      await this.adoptAnonymous(request, user.id);
    }
    // Until the email is verified the answer names no account: the same for a new email and one
    // that has an account (see AuthService.signUp).
    return {
      user: issued && user ? toAuthUser(user) : null,
      emailVerificationRequired: !issued,
      session: issued?.access ?? null,
    };
  }

  @Post('signin')
  @ApiHeader({
    name: ANONYMOUS_SESSION_HEADER,
    required: false,
    description:
      'The token of an anonymous session whose conversations the account takes over (as the server issued it; any other answers 401 ANONYMOUS_SESSION_INVALID).',
  })
  @HttpCode(200)
  @ApiOkResponse({
    type: SignInResponseDto,
    description: 'The access token; the refresh token is set as an httpOnly cookie.',
  })
  async signIn(
    @Body() body: SignInDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    const { user, issued } = await this.auth.signIn(body.email, body.password, request.ip, 'user');
    await this.adoptAnonymous(request, user.id);
    setRefreshCookie(request, reply, 'user', issued.refreshToken, issued.refreshMaxAgeSeconds);
    return { user: toAuthUser(user), session: issued.access };
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: SignInResponseDto, description: 'Uses up the refresh cookie and sets the next one.' })
  async refresh(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInResponse> {
    try {
      const { user, issued } = await this.sessions.rotate(readRefreshCookie(request, 'user'), 'user');
      setRefreshCookie(request, reply, 'user', issued.refreshToken, issued.refreshMaxAgeSeconds);
      return { user: toAuthUser(user), session: issued.access };
    } catch (error) {
      if (isAppError(error, 'SESSION_NOT_FOUND')) clearRefreshCookie(request, reply, 'user');
      throw error;
    }
  }

  /** Ends the session of the refresh cookie (and of the access token, if one is sent). */
  @Post('signout')
  @HttpCode(204)
  async signOut(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    clearRefreshCookie(request, reply, 'user');
    let ended = await this.sessions.revokeByRefreshToken(readRefreshCookie(request, 'user'), 'user');
    if (request.user?.sessionKind === 'user')
      ended = (await this.sessions.revoke(request.user.sessionId, 'signout')) || ended;
    if (!ended) throw sessionNotFound();
  }

  @Get('me')
  @RequireUser()
  @ApiBearerAuth()
  @ApiOkResponse({ type: MeResponseDto })
  async me(@CurrentUser() current: AuthenticatedUser): Promise<MeResponse> {
    const user = await this.auth.currentUser(current.id);
    return { user: toAuthUser(user) };
  }

  /** The link of the verification email: marks the address verified and returns to the site root. */
  @Get('verify-email')
  @Redirect('/', 302)
  async verifyEmail(@Query() query: VerifyEmailQueryDto): Promise<{ url: string }> {
    const ok = await this.auth.verifyEmail(query.token);
    return { url: ok ? '/?emailVerified=1' : '/?emailVerified=0' };
  }
}
