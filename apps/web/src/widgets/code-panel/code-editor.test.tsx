import { warmUpCodeEditor } from './code-editor';
import './jsdom-text-ranges';

it('warms CodeMirror up off screen and leaves nothing behind', () => {
  document.body.innerHTML = '<main id="page"></main>';
  for (const language of ['hcl', 'yaml', 'json', 'bicep'] as const) warmUpCodeEditor(language);
  expect(document.body.innerHTML).toBe('<main id="page"></main>');
  expect(document.querySelector('.cm-editor')).toBeNull();
});
