import { Messages } from '@infragen/contracts';
import { useGetHealthQuery } from '@/entities/health/health-api';
import { cn } from '@/lib/cn';

/** A small live status line for the footer, polled every 30 seconds. */
export function HealthStatus() {
  const { data, isError } = useGetHealthQuery(undefined, { pollingInterval: 30_000 });
  const ok = data?.status === 'ok';
  const text =
    !data || isError ? Messages.health.unknown : ok ? Messages.health.operational : Messages.health.degraded(data.down);
  return (
    <p className="flex items-center gap-2" data-testid="health-status">
      <span
        className={cn(
          'h-2 w-2 rounded-full',
          !data || isError ? 'bg-muted-foreground' : ok ? 'bg-green-500' : 'bg-destructive',
        )}
      />
      {text}
    </p>
  );
}
