import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Messages, SiteCopy } from '@infragen/contracts';
import { Button } from '@/components/ui/button';

const HELPFUL = [
  ['/docs', SiteCopy.footer.links.docs],
  ['/pricing', SiteCopy.nav.pricing],
  ['/support', SiteCopy.footer.links.support],
] as const;

/**
 * Any unknown path (the server answers it 404 with this page): says so, links home and to the
 * pages people most often look for, and logs the path so broken links can be found.
 */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-bold">{Messages.notFound.code}</p>
      <h1 className="text-xl text-muted-foreground">{Messages.notFound.title}</h1>
      <Button asChild variant="link">
        <Link to="/">{Messages.notFound.home}</Link>
      </Button>
      <ul className="flex flex-wrap justify-center gap-4 text-sm">
        {HELPFUL.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="text-muted-foreground underline underline-offset-4 hover:text-foreground">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
