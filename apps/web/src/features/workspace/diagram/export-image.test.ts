import { drawingToSvg } from './export-image';

describe('drawingToSvg', () => {
  it('writes a standalone SVG: its own size and background, places as SVG transforms, none of the page attributes', () => {
    document.body.innerHTML = `<svg><defs><marker id="diagram-arrow"></marker></defs>
      <g id="drawing" transform="translate(40 10) scale(2)">
        <g role="button" tabindex="0" aria-label="S3 bucket logs" class="cursor-pointer" data-node-id="b" style="transform: translate(16px, 24.5px);">
          <rect x="0" y="0" width="184" height="52"></rect><text>logs</text>
        </g>
      </g></svg>`;
    const svg = drawingToSvg(
      document.getElementById('drawing') as unknown as SVGGElement,
      document.querySelector('defs'),
      { width: 300.2, height: 120 },
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="301" height="120" viewBox="0 0 301 120">/);
    expect(svg).toContain('<rect width="301" height="120" fill="#ffffff"/>');
    expect(svg).toContain('<marker id="diagram-arrow"');
    expect(svg).toContain('transform="translate(16 24.5)"');
    expect(svg).toContain('<text>logs</text>');
    expect(svg).not.toMatch(/role=|tabindex=|aria-label=|class=|data-node-id=|style=|scale\(2\)/);
  });
});
