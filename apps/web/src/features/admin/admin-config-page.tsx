import { useEffect, useState } from 'react';
import { RotateCcw } from 'lucide-react';
import { AdminPanelCopy, Messages, settingRangeHint, type ConfigEntry } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useAdminConfigQuery, useResetConfigMutation, useUpdateConfigMutation } from './admin-api';
import { ConfirmDialog } from './admin-dialog';
import { AdminPageHeader } from './admin-page-header';
import { formatDateTime } from './format';

const C = AdminPanelCopy.config;

/** One setting: a switch for a yes/no, else a field and its Save button. */
function SettingRow({ entry }: { entry: ConfigEntry }) {
  const [update, { isLoading }] = useUpdateConfigMutation();
  const [draft, setDraft] = useState(String(entry.config_value));
  // A switch moves at once; it moves back if the server refuses the change.
  const [on, setOn] = useState(entry.config_value === true);
  useEffect(() => {
    setDraft(String(entry.config_value));
    setOn(entry.config_value === true);
  }, [entry.config_value]);
  const id = `config-${entry.config_key}`;
  const label = C.labels[entry.config_key];
  // The range the server checks on save, said before the operator types.
  const hint = settingRangeHint(entry.config_key);

  const save = async (value: string | boolean): Promise<boolean> => {
    // Numbers go as numbers (what does not parse is 0, as the server reads it too); text as typed.
    const parsed = entry.type === 'number' && typeof value === 'string' ? Number.parseFloat(value) || 0 : value;
    try {
      await update({ key: entry.config_key, value: parsed }).unwrap();
      showToast({ title: C.updated });
      return true;
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, C.failedToUpdate) }, 'destructive');
      return false;
    }
  };

  return (
    <li className="grid gap-3 py-4 md:grid-cols-[1fr_1.2fr]" data-testid={id}>
      <div>
        <Label htmlFor={id}>{label}</Label>
        <p className="mt-1 text-xs text-muted-foreground">{entry.description}</p>
        <p className="mt-1 text-xs text-muted-foreground">
          {C.defaultValue(String(entry.default_value))}
          {entry.updated_at && ` · ${C.changed(formatDateTime(entry.updated_at), entry.updated_by_email ?? '?')}`}
        </p>
      </div>
      {entry.type === 'boolean' ? (
        <label className="flex items-center gap-3 self-start text-sm">
          <input
            id={id}
            type="checkbox"
            role="switch"
            className="size-5 accent-indigo-600"
            checked={on}
            disabled={isLoading}
            onChange={(e) => {
              const next = e.target.checked;
              setOn(next);
              void save(next).then((saved) => !saved && setOn(!next));
            }}
          />
          <span>{on ? C.on : C.off}</span>
        </label>
      ) : (
        <form
          className="flex gap-2 self-start"
          onSubmit={(e) => {
            e.preventDefault();
            void save(draft);
          }}
        >
          <div className="grid flex-1 gap-1">
            <Input
              id={id}
              type={entry.type === 'number' ? 'number' : entry.config_key === 'support_email' ? 'email' : 'text'}
              value={draft}
              aria-describedby={hint ? `${id}-hint` : undefined}
              onChange={(e) => setDraft(e.target.value)}
            />
            {hint && (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {hint}
              </p>
            )}
          </div>
          <Button type="submit" variant="outline" disabled={isLoading || draft === String(entry.config_value)}>
            {AdminPanelCopy.save}
          </Button>
        </form>
      )}
    </li>
  );
}

/** /admin/config: every setting, changed one at a time and in force at once, and Reset to Defaults. */
export function AdminConfigPage() {
  const { data: entries, isError } = useAdminConfigQuery();
  const [reset, { isLoading }] = useResetConfigMutation();
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: C.failedToFetch }, 'destructive');
  }, [isError]);

  const confirmReset = async () => {
    try {
      await reset().unwrap();
      showToast({ title: C.resetDone });
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, C.failedToReset) }, 'destructive');
    }
    setAsking(false);
  };

  return (
    <>
      <AdminPageHeader
        title={Messages.admin.nav.config}
        subtitle={C.subtitle}
        actions={
          <Button variant="outline" onClick={() => setAsking(true)}>
            <RotateCcw className="size-4" aria-hidden />
            {C.reset}
          </Button>
        }
      />
      <Card className="py-2">
        <ul className="divide-y divide-border">
          {entries?.map((entry) => (
            <SettingRow key={entry.config_key} entry={entry} />
          ))}
        </ul>
      </Card>
      <ConfirmDialog
        question={asking ? C.confirmReset : null}
        onConfirm={() => void confirmReset()}
        onCancel={() => setAsking(false)}
        busy={isLoading}
      />
    </>
  );
}
