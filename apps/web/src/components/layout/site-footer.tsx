import { Link } from 'react-router';
import { Messages, SiteCopy } from '@infragen/contracts';
import { HealthStatus } from '@/features/health/health-status';

const INTERNAL = [
  ['/about', 'about'],
  ['/careers', 'careers'],
  ['/contact', 'contact'],
  ['/features', 'features'],
  ['/pricing', 'pricing'],
  ['/docs', 'docs'],
  ['/blog', 'blog'],
  ['/community', 'community'],
  ['/support', 'support'],
  ['/privacy', 'privacy'],
  ['/terms', 'terms'],
  ['/cookies', 'cookies'],
] as const;

const SOCIAL = [
  ['https://github.com', SiteCopy.footer.social.github],
  ['https://x.com', SiteCopy.footer.social.x],
  ['https://www.linkedin.com', SiteCopy.footer.social.linkedin],
] as const;

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-border">
      <div className="mx-auto max-w-6xl px-6 py-10 text-sm text-muted-foreground">
        <nav className="flex flex-wrap gap-x-6 gap-y-2" aria-label="Footer">
          {INTERNAL.map(([to, key]) => (
            <Link key={to} to={to} className="hover:text-foreground">
              {SiteCopy.footer.links[key]}
            </Link>
          ))}
        </nav>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p>{Messages.app.poweredBy}</p>
          <div className="flex gap-4">
            {SOCIAL.map(([href, label]) => (
              <a key={href} href={href} target="_blank" rel="noreferrer" className="hover:text-foreground">
                {label}
              </a>
            ))}
          </div>
        </div>
        <div className="mt-4 flex flex-wrap justify-between gap-4">
          <p>{SiteCopy.footer.rights(new Date().getFullYear())}</p>
          <HealthStatus />
        </div>
      </div>
    </footer>
  );
}
