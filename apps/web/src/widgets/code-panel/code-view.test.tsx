import { act, render, screen } from '@testing-library/react';
import { CodePanelCopy } from '@infragen/contracts';
import { CodeView } from './code-view';
import './jsdom-text-ranges';
import { manualFrames } from './testing-animation-frames';

// Its own file: the editor chunk must not be loaded yet when this runs (React.lazy caches it).
it('shows the code as plain text at once, then in the lazily loaded editor, growing in both', async () => {
  const frames = manualFrames();
  const restoreFrames = frames.patchWindow();
  const label = CodePanelCopy.codeLabel('main.tf');
  const props = { language: 'hcl' as const, label, editable: false, streaming: true, onChange: () => {} };
  const { rerender } = render(<CodeView {...props} text="resource" />);
  expect(screen.getByTestId('plain-code')).toHaveTextContent('resource');
  rerender(<CodeView {...props} text={'resource "a"'} />);
  expect(screen.getByTestId('plain-code')).toHaveTextContent('resource "a"');

  await act(async () => {
    await import('./code-editor');
  });
  expect(screen.queryByTestId('plain-code')).not.toBeInTheDocument();
  rerender(<CodeView {...props} text={'resource "a" "b" {}'} />);
  act(() => frames.nextFrame());
  restoreFrames();
  expect(screen.getByRole('textbox', { name: label })).toHaveTextContent('resource "a" "b" {}');
});
