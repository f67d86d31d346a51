import { useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { DocsCopy } from '@infragen/contracts';
import type { searchDocs } from './docs-search';

const S = DocsCopy.search;

/**
 * Searches the sections as you type and lists the ones that match, each a link to its heading;
 * Enter opens the first. The index (which reads every variable's description, and with it the
 * schema library) loads when the box is first used, not with the page.
 */
export function DocsSearchBox() {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<typeof searchDocs | null>(null);
  const navigate = useNavigate();
  const trimmed = query.trim();
  const hits = useMemo(() => (search ? search(trimmed) : []), [search, trimmed]);
  const load = () => {
    if (!search) void import('./docs-search').then((m) => setSearch(() => m.searchDocs));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && hits[0]) {
      event.preventDefault();
      void navigate({ hash: hits[0].id });
    } else if (event.key === 'Escape') {
      setQuery('');
    }
  };

  return (
    <div role="search" className="mt-8 max-w-2xl">
      <label htmlFor="docs-search" className="sr-only">
        {S.label}
      </label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          id="docs-search"
          type="search"
          value={query}
          placeholder={S.placeholder}
          autoComplete="off"
          aria-describedby="docs-search-results"
          className="h-11 w-full rounded-md border border-border bg-background pl-9 pr-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
          onFocus={load}
          onChange={(event) => {
            load();
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <div id="docs-search-results" aria-live="polite">
        {trimmed && search && (
          <div className="mt-3 rounded-md border border-border p-3">
            <p className="text-sm text-muted-foreground">{S.results(hits.length, trimmed)}</p>
            {hits.length > 0 && (
              <ul className="mt-2 space-y-2" data-testid="docs-search-results">
                {hits.map((hit) => (
                  <li key={hit.id}>
                    <a
                      href={`#${hit.id}`}
                      className="font-medium text-accent underline underline-offset-4 hover:no-underline"
                    >
                      {hit.parent ? `${hit.parent} › ${hit.title}` : hit.title}
                    </a>
                    <p className="text-xs text-muted-foreground">{hit.snippet}</p>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
