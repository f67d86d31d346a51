import { Link } from 'react-router';
import { RichText } from '@/components/content/rich-text';
import { Card, CardDescription } from '@/components/ui/card';

interface Item {
  title: string;
  text: string;
  /** Where the card leads, when it leads somewhere: a page of the app or /api/... of the server. */
  to?: string;
}

/** Cards in a responsive grid: one column on a phone, up to three on a wide screen. */
export function ItemGrid({ items, headingLevel = 2 }: { items: readonly Item[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title}>
          <Card className="relative h-full">
            <Heading className="text-lg font-semibold">
              {item.to ? <ItemLink to={item.to} title={item.title} /> : item.title}
            </Heading>
            <CardDescription>
              <RichText text={item.text} />
            </CardDescription>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The title as a link stretched over the whole card (the card is one target, read once). */
function ItemLink({ to, title }: { to: string; title: string }) {
  const className =
    "rounded-sm after:absolute after:inset-0 after:rounded-lg after:content-[''] hover:underline focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-accent";
  return to.startsWith('/api/') ? (
    <a href={to} className={className}>
      {title}
    </a>
  ) : (
    <Link to={to} className={className}>
      {title}
    </Link>
  );
}
