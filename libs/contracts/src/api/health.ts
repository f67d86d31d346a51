import { z } from 'zod';

const HealthCheckSchema = z.object({
  status: z.enum(['up', 'down']),
  latencyMs: z.number().optional(),
  error: z.string().optional(),
});

/** `GET /api/health`: 200 when every dependency is up, 503 naming the ones that are down. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'error']),
  checks: z.object({ database: HealthCheckSchema, redis: HealthCheckSchema }),
  down: z.array(z.enum(['database', 'redis'])),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
