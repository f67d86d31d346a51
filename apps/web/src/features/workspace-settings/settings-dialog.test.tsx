import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CodePanelCopy } from '@infragen/contracts';
import { SettingsButton, SettingsDialog } from './settings-dialog';

const S = CodePanelCopy.settings;

describe('SettingsDialog', () => {
  it('opens from the Settings icon button and shows every section, read-only', async () => {
    const user = userEvent.setup();
    render(<SettingsButton />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings' });

    const section = (title: string) => within(dialog).getByRole('region', { name: title });
    const items = (title: string) => within(section(title)).getAllByRole('listitem').map((li) => li.textContent);
    expect(items('Project')).toEqual(['Project Settings', 'Cloud Settings', 'Analytics', 'Page Speed', 'Knowledge', 'Security']);
    expect(items('Workspace')).toEqual(['People2 people', 'Plans & Billing']);
    expect(items('Account')).toEqual(['Profile', 'Labs']);
    expect(items('Integrations')).toEqual(['PostgreSQLConnected', 'GitHubConnected']);
    expect(within(section('Workspace')).getByText('2 people')).toBeInTheDocument();
    expect(within(section('Integrations')).getAllByText('Connected')).toHaveLength(2);

    // No actions: closing is the only thing to do.
    expect(within(dialog).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([S.close]);
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
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
