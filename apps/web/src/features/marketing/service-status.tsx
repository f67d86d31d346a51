import { SupportCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { useGetHealthQuery } from '@/entities/health/health-api';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/lib/use-hydrated';

const S = SupportCopy.status;
type State = keyof typeof S.states;

const DOT: Record<State, string> = {
  up: 'bg-green-600',
  down: 'bg-destructive',
  checking: 'bg-muted-foreground',
  unknown: 'bg-muted-foreground',
};

/**
 * The service's parts and whether each answers, read from the live health check: the website and
 * api (it answered at all), the database and Redis (what it reports of them).
 */
export function ServiceStatus() {
  const health = useGetHealthQuery();
  // The build-time markup says "checking": the live answer shows once this part has hydrated.
  const { data, isError, isFetching, fulfilledTimeStamp, refetch } = useHydrated()
    ? health
    : { ...health, data: undefined, isError: false, isFetching: false, fulfilledTimeStamp: undefined };
  const answered = Boolean(data) && !isError;
  const rows: [string, State][] = [
    [S.components.api, answered ? 'up' : isError ? 'down' : 'checking'],
    [S.components.database, answered ? data!.checks.database.status : isError ? 'unknown' : 'checking'],
    [S.components.redis, answered ? data!.checks.redis.status : isError ? 'unknown' : 'checking'],
  ];
  return (
    <section aria-labelledby="service-status" className="rounded-lg border border-border p-6">
      <h2 id="service-status" className="text-xl font-semibold">
        {S.title}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{S.lead}</p>
      <ul className="mt-4 divide-y divide-border" data-testid="service-status" aria-busy={isFetching}>
        {rows.map(([name, state]) => (
          <li key={name} className="flex items-center justify-between gap-4 py-2 text-sm">
            <span>{name}</span>
            <span className="flex items-center gap-2 font-medium">
              <span aria-hidden className={cn('h-2.5 w-2.5 rounded-full', DOT[state])} />
              {S.states[state]}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span>{fulfilledTimeStamp ? S.checkedAt(new Date(fulfilledTimeStamp).toLocaleTimeString()) : ''}</span>
        <Button type="button" variant="outline" size="sm" disabled={isFetching} onClick={() => void refetch()}>
          {S.refresh}
        </Button>
      </div>
    </section>
  );
}
