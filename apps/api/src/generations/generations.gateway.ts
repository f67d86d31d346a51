import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { Rooms, type AckResult, type GenerationSnapshot, type GenerationStatus } from '@infragen/contracts';
import { answer, generationIdOf, type TypedSocket } from '../realtime';
import { GenerationsService } from './generations.service';

/** The generation events of the realtime contract: follow one (subscribe) and stop one (cancel). */
@WebSocketGateway()
export class GenerationsGateway {
  constructor(private readonly generations: GenerationsService) {}

  /** Joins the generation's room first, then reads the state, so no delta falls between the two. */
  @SubscribeMessage('generation:subscribe')
  async subscribe(
    @ConnectedSocket() socket: TypedSocket,
    @MessageBody() body: unknown,
  ): Promise<AckResult<GenerationSnapshot>> {
    return answer(async () => {
      const id = generationIdOf(body);
      await this.generations.assertOwner(id, socket.data.owner);
      await socket.join(Rooms.generation(id));
      return this.generations.snapshot(id, socket.data.owner);
    });
  }

  /** A socket following the generation joined its room after the owner check: its stop is announced at once. */
  @SubscribeMessage('generation:cancel')
  async cancel(
    @ConnectedSocket() socket: TypedSocket,
    @MessageBody() body: unknown,
  ): Promise<AckResult<{ status: GenerationStatus }>> {
    return answer(async () => {
      const id = generationIdOf(body);
      return this.generations.cancel(id, socket.data.owner, socket.rooms.has(Rooms.generation(id)));
    });
  }
}
