import { useEffect } from 'react';
import { useGetSiteStatusQuery, useSiteStatusState } from '@/entities/site-status/site-status-api';

/** Read again this often while maintenance is off, so an open page learns when it starts. */
const REFRESH_MS = 30_000;
/**
 * While it is on, far sooner: users wait for it to end, and a page that read the status in the
 * moment the operator turned it off (the answer given just before the change was stored) must
 * not keep the banner, and its refusals, for the slow interval.
 */
const REFRESH_DURING_MAINTENANCE_MS = 5_000;

/** On every page while maintenance mode is on: the operator's message, above everything else. */
export function MaintenanceBanner() {
  const { data: known } = useSiteStatusState();
  const { data, refetch } = useGetSiteStatusQuery(undefined, {
    pollingInterval: known?.maintenanceMode ? REFRESH_DURING_MAINTENANCE_MS : REFRESH_MS,
  });
  // A tab the user comes back to asks at once rather than showing what it read before it was left.
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === 'visible') void refetch();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [refetch]);
  if (!data?.maintenanceMode) return null;
  return (
    <div
      role="status"
      data-testid="maintenance-banner"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900"
    >
      {data.maintenanceMessage}
    </div>
  );
}
