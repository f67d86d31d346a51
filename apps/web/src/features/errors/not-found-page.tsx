import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Messages } from '@infragen/contracts';
import { Button } from '@/components/ui/button';

/** Any unknown path: says so, links home, and logs the path so broken links can be found. */
export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404: no page at', location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 text-center">
      <p className="text-6xl font-bold">{Messages.notFound.code}</p>
      <h1 className="text-xl text-muted-foreground">{Messages.notFound.title}</h1>
      <Button asChild variant="link">
        <Link to="/">{Messages.notFound.home}</Link>
      </Button>
    </div>
  );
}
