import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodePanelCopy } from '@infragen/contracts';
import { SettingsButton, SettingsDialog } from './settings-dialog';

const S = CodePanelCopy.settings;

describe('SettingsDialog', () => {
  it('opens from the Settings icon button and shows every section, read-only', async () => {
    const user = userEvent.setup();
    render(<SettingsButton github="connected" />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });

    const section = (title: string) => within(dialog).getByRole('region', { name: title });
    const items = (title: string) =>
      within(section(title))
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(items('Project')).toEqual([
      'Project Settings',
      'Cloud Settings',
      'Analytics',
      'Page Speed',
      'Knowledge',
      'Security',
    ]);
    expect(items('Workspace')).toEqual(['People2 people', 'Plans & Billing']);
    expect(items('Account')).toEqual(['Profile', 'Labs']);
    expect(items('Integrations')).toEqual(['PostgreSQLConnected', 'GitHubConnected']);
    expect(within(section('Workspace')).getByText('2 people')).toBeInTheDocument();
    expect(within(section('Integrations')).getAllByText('Connected')).toHaveLength(2);

    // No actions: closing is the only thing to do.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([S.close]);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("shows the user's real GitHub connection state, and no badge while it is read", async () => {
    const integrations = (github?: Parameters<typeof SettingsButton>[0]['github']) => {
      const { unmount } = render(<SettingsDialog open onOpenChange={() => undefined} github={github} />);
      const section = within(screen.getByRole('dialog')).getByRole('region', { name: 'Integrations' });
      const items = within(section)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
      unmount();
      return items;
    };
    expect(integrations('connected')).toEqual(['PostgreSQLConnected', 'GitHubConnected']);
    expect(integrations('broken')).toEqual(['PostgreSQLConnected', 'GitHubReconnect needed']);
    expect(integrations('not-connected')).toEqual(['PostgreSQLConnected', 'GitHubNot connected']);
    expect(integrations('unavailable')).toEqual(['PostgreSQLConnected', 'GitHubNot available']);
    expect(integrations(null)).toEqual(['PostgreSQLConnected', 'GitHub']);
  });

  it('closes with Escape or Close and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<SettingsButton />);
    const button = screen.getByRole('button', { name: 'Settings' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('button', { name: S.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('is controlled by its open prop', async () => {
    const onOpenChange = jest.fn();
    const { rerender } = render(<SettingsDialog open={false} onOpenChange={onOpenChange} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<SettingsDialog open onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: S.title })).toHaveAccessibleDescription(S.description);
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
