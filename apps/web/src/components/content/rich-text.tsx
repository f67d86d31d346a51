import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';

/** `code` spans and [label](address) links: the two marks the site's copy uses inside a sentence. */
const MARK = /`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

const linkClass = 'font-medium text-accent underline underline-offset-4 hover:no-underline';

/**
 * A sentence of the site's copy with its marks made into elements: `code` becomes <code>, and
 * [label](/path) a link (inside the app, or out to another site).
 *
 * @example
 *   <RichText text="Run `npm start`, then read [the docs](/docs)." />
 */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(MARK)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, code, label, href] = match;
    if (code !== undefined) {
      parts.push(
        <code key={match.index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
          {code}
        </code>,
      );
    } else if (href!.startsWith('/') && !href!.startsWith('/api/')) {
      parts.push(
        <Link key={match.index} to={href!} className={linkClass}>
          {label}
        </Link>,
      );
    } else {
      parts.push(
        <a key={match.index} href={href} className={linkClass}>
          {label}
        </a>,
      );
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
