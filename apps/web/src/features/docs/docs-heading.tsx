import { Link2 } from 'lucide-react';
import { DocsCopy } from '@infragen/contracts';

/**
 * A section's heading with its anchor: the heading carries the id a deep link names
 * (`/docs#self-hosting`), and the small link beside it is that address, to copy or share.
 */
export function DocsHeading({ id, title, level }: { id: string; title: string; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={`group flex items-center gap-2 ${level === 3 ? 'mt-10' : ''}`}>
      <Heading
        id={id}
        tabIndex={-1}
        className={`scroll-mt-6 outline-none ${level === 2 ? 'text-2xl font-bold' : 'text-lg font-semibold'}`}
      >
        {title}
      </Heading>
      <a
        href={`#${id}`}
        aria-label={DocsCopy.anchor(title)}
        className="rounded-sm p-1 text-muted-foreground opacity-0 hover:text-accent focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent group-hover:opacity-100"
      >
        <Link2 aria-hidden className="h-4 w-4" />
      </a>
    </div>
  );
}
