import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import type { Diagnostic } from '@infragen/contracts';
import { api } from '@/lib/api';
import { CodePanel, type CodePanelFile, type CodePanelViewContext } from './code-panel';
import './jsdom-text-ranges';

const main: CodePanelFile = { path: 'main.tf', language: 'hcl', content: 'resource "aws_s3_bucket" "logs" {}\n' };
const finding: Diagnostic = {
  format: 'terraform-aws',
  file: 'main.tf',
  line: 1,
  column: 1,
  severity: 'error',
  code: 'IG-AWS-001',
  message: 'x',
  ruleSeverity: 'HIGH',
};

describe('CodePanel views beside the files', () => {
  it('shows a view as a tab, gives it the code and findings, and opens a file from it with a way back', async () => {
    let seen: CodePanelViewContext | undefined;
    // The Problems panel beside the code checks edits through the api's store.
    const store = configureStore({
      reducer: { [api.reducerPath]: api.reducer },
      middleware: (defaults) => defaults().concat(api.middleware),
    });
    render(
      <Provider store={store}>
        <CodePanel
          files={[main]}
          streaming={false}
          downloadName="aws-infrastructure"
          format="terraform-aws"
          diagnostics={[finding]}
          views={(panel) => {
            seen = panel;
            return [
              {
                value: '#diagram',
                label: 'Diagram',
                render: () => (
                  <button type="button" onClick={() => panel.openInCode('main.tf', 1, '#diagram')}>
                    open the bucket
                  </button>
                ),
              },
            ];
          }}
        />
      </Provider>,
    );
    expect(seen?.files).toEqual([{ path: 'main.tf', content: main.content }]);
    expect(seen?.diagnostics).toEqual([finding]);
    // The tab list is a chunk of its own: it arrives after the first render.
    await userEvent.click(await screen.findByRole('tab', { name: 'Diagram' }));
    await userEvent.click(screen.getByRole('button', { name: 'open the bucket' }));
    expect(screen.getByRole('tab', { name: 'main.tf' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Back to Diagram' }));
    expect(screen.getByRole('tab', { name: 'Diagram' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Back to Diagram' })).not.toBeInTheDocument();
  });
});
