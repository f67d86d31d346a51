import {
  ConnectedSocket,
  MessageBody,
  type OnGatewayConnection,
  type OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import { NotFoundException } from '@nestjs/common';
import type { Socket } from 'socket.io';
import { z } from 'zod';
import { Messages, Rooms, type ClientToServerEvents, type GenerationSnapshot, type GenerationStatus, type ServerToClientEvents } from '@infragen/contracts';
import { anonHashFrom, type RequestOwner } from '../generations/anonymous-session';
import { GenerationsService } from '../generations/generations.service';
import { RealtimeService, type TypedServer } from './realtime.service';
import { SocketAuthenticator } from '../auth/socket-authenticator';

type TypedSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, { owner: RequestOwner; isAdmin?: boolean }>;
type AckResult<T> = { ok: true; data: T } | { ok: false; error: string };

const IdPayload = z.strictObject({ id: z.uuid() });

@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit, OnGatewayConnection {
  constructor(
    private readonly realtime: RealtimeService,
    private readonly generations: GenerationsService,
    private readonly socketAuth: SocketAuthenticator,
  ) {}

  afterInit(server: TypedServer): void {
    this.realtime.attach(server);
    // Identity is settled in the handshake: a token that does not verify, or whose session was
    // signed out, never connects (the client gets connect_error with the reason).
    server.use((socket, next) => {
      this.identify(socket as TypedSocket).then(
        () => next(),
        (error: Error) => next(error),
      );
    });
  }

  /**
   * Who the socket is: `auth.token` (an access token of a live session) makes it that user's;
   * `auth.anonymousToken` names an anonymous visitor's session; neither is a visitor with none.
   */
  private async identify(socket: TypedSocket): Promise<void> {
    const auth = socket.handshake.auth as { anonymousToken?: unknown; token?: unknown };
    const anonHash = anonHashFrom(auth.anonymousToken);
    if (auth.token === undefined || auth.token === null || auth.token === '') {
      socket.data.owner = { userId: null, anonHash };
      return;
    }
    const claims = this.socketAuth.claims(auth.token);
    if (!claims || !(await this.socketAuth.isLive(claims).catch(() => false))) {
      throw new Error(Messages.auth.userNotAuthenticated);
    }
    socket.data.owner = { userId: claims.sub, anonHash };
    socket.data.isAdmin = claims.role === 'admin';
  }

  /** A signed-in socket hears its user's room, and an administrator's also the admins' room. */
  async handleConnection(socket: TypedSocket): Promise<void> {
    const userId = socket.data.owner?.userId;
    if (!userId) return;
    await socket.join(Rooms.user(userId));
    if (socket.data.isAdmin) await socket.join(Rooms.admins);
  }

  /** Joins the generation's room first, then reads the state, so no delta falls between the two. */
  @SubscribeMessage('generation:subscribe')
  async subscribe(@ConnectedSocket() socket: TypedSocket, @MessageBody() body: unknown): Promise<AckResult<GenerationSnapshot>> {
    return this.answer(async () => {
      const { id } = IdPayload.parse(body);
      await this.generations.assertOwner(id, socket.data.owner);
      await socket.join(Rooms.generation(id));
      return this.generations.snapshot(id, socket.data.owner);
    });
  }

  @SubscribeMessage('generation:unsubscribe')
  async unsubscribe(@ConnectedSocket() socket: TypedSocket, @MessageBody() body: unknown): Promise<AckResult<null>> {
    return this.answer(async () => {
      const { id } = IdPayload.parse(body);
      await socket.leave(Rooms.generation(id));
      return null;
    });
  }

  @SubscribeMessage('generation:cancel')
  async cancel(@ConnectedSocket() socket: TypedSocket, @MessageBody() body: unknown): Promise<AckResult<{ status: GenerationStatus }>> {
    return this.answer(async () => {
      const { id } = IdPayload.parse(body);
      return this.generations.cancel(id, socket.data.owner);
    });
  }

  private async answer<T>(work: () => Promise<T>): Promise<AckResult<T>> {
    try {
      return { ok: true, data: await work() };
    } catch (error) {
      if (error instanceof z.ZodError) return { ok: false, error: 'id must be a generation id (UUID)' };
      if (error instanceof NotFoundException) return { ok: false, error: error.message };
      return { ok: false, error: 'The request could not be completed. Please try again.' };
    }
  }
}
