import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RichText } from './rich-text';

const show = (text: string) =>
  render(
    <MemoryRouter>
      <p data-testid="text">
        <RichText text={text} />
      </p>
    </MemoryRouter>,
  );

describe('RichText', () => {
  it('makes `code` spans and links of the marks, and keeps the words between them', () => {
    show('Run `npm start`, read [the docs](/docs#scaling) or [the API](/api/docs) and [GitHub](https://github.com).');
    expect(screen.getByTestId('text')).toHaveTextContent('Run npm start, read the docs or the API and GitHub.');
    expect(screen.getByText('npm start').tagName).toBe('CODE');
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveAttribute('href', '/docs#scaling');
    expect(screen.getByRole('link', { name: 'the API' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com');
  });

  it('leaves text without marks as it is', () => {
    show('Plain words [not a link] and a lone ` tick.');
    expect(screen.getByTestId('text')).toHaveTextContent('Plain words [not a link] and a lone ` tick.');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
