import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { cleanupOpenApiDoc } from 'nestjs-zod';

/** The OpenAPI description, generated from the DTOs: UI at /api/docs, JSON at /api/docs-json. */
export function setupOpenApi(app: NestFastifyApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Infragen API')
    .setDescription('Plain English to infrastructure-as-code: generations, accounts, GitHub and administration.')
    .setVersion('0.1.0')
    .build();
  // Built on the first request for it, not at start: walking every route and DTO costs the
  // start about 0.2 s of CPU and the document stays in memory (bench/RESULTS.md, "The live path").
  SwaggerModule.setup('api/docs', app, () => cleanupOpenApiDoc(SwaggerModule.createDocument(app, config)), {
    jsonDocumentUrl: 'api/docs-json',
  });
}
