import { lazy, Suspense } from 'react';
import { DocsCopy, type DocsBlock } from '@infragen/contracts';
import { RichText } from '@/components/content/rich-text';
import { CodeSample } from './code-sample';
import { PlatformFormats, PlatformsTable } from './docs-tables';
import { HttpRoutes } from './http-routes';
import { WhenNear } from './when-near';

const EnvironmentTable = lazy(() => import('./environment-table'));

const TableLoading = () => <p className="mt-4 text-sm text-muted-foreground">{DocsCopy.loadingTable}</p>;

/** One block of the documentation's text. */
function Block({ block }: { block: DocsBlock }) {
  switch (block.kind) {
    case 'p':
      return (
        <p className="mt-4 leading-relaxed">
          <RichText text={block.text} />
        </p>
      );
    case 'list':
    case 'steps': {
      const List = block.kind === 'steps' ? 'ol' : 'ul';
      return (
        <List className={`mt-4 space-y-2 pl-6 ${block.kind === 'steps' ? 'list-decimal' : 'list-disc'}`}>
          {block.items.map((item) => (
            <li key={item} className="leading-relaxed">
              <RichText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'code':
      return <CodeSample label={block.label} code={block.code} />;
    case 'table':
      return (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[28rem] border-collapse text-left text-sm">
            <thead>
              <tr>
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="border-b border-border py-2 pr-3 font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')} className="border-b border-border align-top">
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={index === 0 ? 'py-2 pr-3 font-medium' : 'py-2 pr-3 text-muted-foreground'}
                    >
                      <RichText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'platforms':
      return <PlatformsTable />;
    case 'platform-formats':
      return <PlatformFormats platform={block.platform} />;
    case 'environment':
      return (
        <WhenNear placeholder={<TableLoading />}>
          <Suspense fallback={<TableLoading />}>
            <EnvironmentTable />
          </Suspense>
        </WhenNear>
      );
    case 'http-routes':
      return (
        <WhenNear placeholder={<TableLoading />}>
          <HttpRoutes />
        </WhenNear>
      );
  }
}

export function DocsBlocks({ blocks }: { blocks: readonly DocsBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </>
  );
}
