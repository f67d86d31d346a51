import { Global, Module } from '@nestjs/common';
import { WebAppService } from './web-app.service';

@Global()
@Module({ providers: [WebAppService], exports: [WebAppService] })
export class WebAppModule {}
