import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { Messages, SiteCopy } from '@infragen/contracts';

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

const linkClass = 'inline-block rounded-sm py-1 hover:text-foreground hover:underline';

/** `status`: the backend's live status line, beside the copyright. */
export function SiteFooter({ status }: { status: ReactNode }) {
  return (
    <footer className="mt-24 border-t border-border">
      <div className="mx-auto max-w-6xl px-4 py-10 text-sm text-muted-foreground sm:px-6">
        <nav aria-label={SiteCopy.footer.label}>
          <ul className="grid grid-cols-2 gap-x-6 sm:grid-cols-3 md:flex md:flex-wrap">
            {INTERNAL.map(([to, key]) => (
              <li key={to}>
                <Link to={to} className={linkClass}>
                  {SiteCopy.footer.links[key]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <p>{Messages.app.poweredBy}</p>
          <ul className="flex gap-4">
            {SOCIAL.map(([href, label]) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={SiteCopy.footer.socialLabel(label)}
                  className={linkClass}
                >
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-4 flex flex-wrap justify-between gap-4">
          <p>{SiteCopy.footer.rights(new Date().getFullYear())}</p>
          {status}
        </div>
      </div>
    </footer>
  );
}
