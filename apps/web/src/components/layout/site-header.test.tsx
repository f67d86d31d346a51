import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { PublicLayout } from './public-layout';
import { SiteHeader } from './site-header';

/**
 * index.html paints the header before the app loads; the app's header then takes its place. They
 * must look the same, or the page would jump (a layout shift) when the app starts.
 */
describe('the header painted before the app loads', () => {
  const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
  const shell = new DOMParser().parseFromString(html, 'text/html');

  it('is the app header’s frame and brand, with the same classes', () => {
    render(
      <MemoryRouter>
        <SiteHeader account={null} />
      </MemoryRouter>,
    );
    const header = screen.getByRole('banner');
    const brand = screen.getByRole('link', { name: 'Infragen' });
    const shellHeader = shell.querySelector('#root header')!;
    const shellBrand = shellHeader.querySelector('a')!;
    expect(shellHeader.className).toBe(header.className);
    expect(shellHeader.firstElementChild!.className).toBe(header.firstElementChild!.className);
    expect(shellBrand.className).toBe(brand.className);
    expect(shellBrand.getAttribute('href')).toBe(brand.getAttribute('href'));
    expect(shellBrand.textContent).toBe(brand.textContent);
  });

  it('sits in the same frame as the public layout', () => {
    const { container } = render(
      <MemoryRouter>
        <PublicLayout account={null} status={null} />
      </MemoryRouter>,
    );
    expect(shell.querySelector('#root > div')!.className).toBe((container.firstElementChild as HTMLElement).className);
  });
});
