import { DocsCopy } from '@infragen/contracts';
import { routesOf, useGetOpenApiQuery } from './docs-api';

const R = DocsCopy.routes;

/** Every HTTP route of this installation, read from its OpenAPI description, so the list is never out of date. */
export function HttpRoutes() {
  const { data, isError, isLoading } = useGetOpenApiQuery();
  if (isLoading) return <p className="mt-4 text-sm text-muted-foreground">{R.loading}</p>;
  if (isError || !data) return <p className="mt-4 text-sm text-muted-foreground">{R.failed}</p>;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="http-routes">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {R.method}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {R.path}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {R.what}
            </th>
          </tr>
        </thead>
        <tbody>
          {routesOf(data).map((route) => (
            <tr key={`${route.method} ${route.path}`} className="border-b border-border align-top">
              <td className="py-2 pr-3 font-mono text-xs font-semibold">{route.method}</td>
              <td className="py-2 pr-3 font-mono text-xs break-all">{route.path}</td>
              <td className="py-2 text-muted-foreground">{route.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
