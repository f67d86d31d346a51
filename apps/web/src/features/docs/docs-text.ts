import { ENV_DOCS, FORMATS, PLATFORMS, type DocsBlock, type DocsSubsection } from '@infragen/contracts';

/** A sentence without its marks: `code` keeps its text, [label](address) its label. */
function plainText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1').replace(/\[([^\]]+)\]\([^)\s]+\)/g, '$1');
}

/** What a block says, as plain text: what the search reads. */
function blockText(block: DocsBlock): string {
  switch (block.kind) {
    case 'p':
      return block.text;
    case 'list':
    case 'steps':
      return block.items.join(' ');
    case 'code':
      return `${block.label} ${block.code}`;
    case 'table':
      return [block.head, ...block.rows].flat().join(' ');
    case 'platforms':
      return Object.values(PLATFORMS)
        .map((p) => `${p.name} ${p.formats.map((f) => FORMATS[f].label).join(' ')}`)
        .join(' ');
    case 'platform-formats':
      return PLATFORMS[block.platform].formats.map((f) => FORMATS[f].label).join(' ');
    case 'environment':
      return Object.entries(ENV_DOCS)
        .map(([name, meaning]) => `${name} ${meaning}`)
        .join(' ');
    case 'http-routes':
      return 'HTTP routes OpenAPI GET POST PUT PATCH DELETE';
  }
}

/** A section's (or subsection's) own words, marks removed. */
export function sectionText(section: DocsSubsection): string {
  return plainText(section.blocks.map(blockText).join(' '));
}
