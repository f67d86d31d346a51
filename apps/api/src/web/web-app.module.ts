import { Global, Module } from '@nestjs/common';
import { PAGE_FALLBACK } from '../errors';
import { CompressedAssets } from './compressed-assets';
import { WebAppService } from './web-app.service';

/**
 * Serves the web app: its pages (the error filter hands it the GETs no api route matches) and its
 * scripts and styles compressed.
 */
@Global()
@Module({
  providers: [WebAppService, CompressedAssets, { provide: PAGE_FALLBACK, useExisting: WebAppService }],
  exports: [PAGE_FALLBACK],
})
export class WebAppModule {}
