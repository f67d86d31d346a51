import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { MaintenanceModule } from '../maintenance';
import { SettingsModule } from '../settings';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimeService } from './realtime.service';

/** Socket.IO: the handshake and rooms, and the one typed way to emit to browsers. */
@Module({
  imports: [AuthModule, MaintenanceModule, SettingsModule],
  providers: [RealtimeGateway, RealtimeService],
  exports: [RealtimeService],
})
export class RealtimeModule {}
