import { useGetSiteStatusQuery } from '@/entities/site-status/site-status-api';

/** Read again this often, so an open page learns when maintenance starts or ends. */
const REFRESH_MS = 30_000;

/** On every page while maintenance mode is on: the operator's message, above everything else. */
export function MaintenanceBanner() {
  const { data } = useGetSiteStatusQuery(undefined, { pollingInterval: REFRESH_MS });
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
