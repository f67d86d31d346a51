import { useEffect, useState } from 'react';
import { AdminPanelCopy, Messages, type ModelTestResult } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useModelConnectionQuery, useModelUsageQuery, useTestModelMutation } from './admin-api';
import { AdminPageHeader } from './admin-page-header';
import { UsageChart } from './usage-chart';

const M = AdminPanelCopy.model;
const USAGE_DAYS = 14;

type Status = 'unknown' | 'connected' | 'error';
const STATUS_TEXT: Record<Status, string> = { unknown: M.unknown, connected: M.connected, error: M.error };
const STATUS_TONE: Record<Status, string> = {
  unknown: '',
  connected: 'border-green-200 bg-green-100 text-green-800',
  error: 'border-red-200 bg-red-100 text-red-800',
};

/**
 * /admin/openai: the model connection in use (never its key), a live test whose answer is shown as
 * JSON (status Unknown until tested, then Connected or Error), and usage per day from what is stored.
 */
export function AdminModelPage() {
  const { data: connection } = useModelConnectionQuery();
  const { data: usage, isError: usageFailed } = useModelUsageQuery(USAGE_DAYS);
  const [test, { isLoading }] = useTestModelMutation();
  const [prompt, setPrompt] = useState<string>(M.defaultPrompt);
  const [status, setStatus] = useState<Status>('unknown');
  const [response, setResponse] = useState<string | null>(null);
  useEffect(() => {
    if (usageFailed) showToast({ title: Messages.common.error, description: M.failedToFetchUsage }, 'destructive');
  }, [usageFailed]);

  const run = async () => {
    let result: ModelTestResult;
    try {
      result = await test(prompt).unwrap();
    } catch (error) {
      setStatus('error');
      setResponse(M.responseError(apiErrorMessage(error, M.failedToConnect)));
      showToast({ title: Messages.common.error, description: M.testFailed }, 'destructive');
      return;
    }
    setStatus(result.ok ? 'connected' : 'error');
    setResponse(JSON.stringify(result, null, 2));
    if (result.ok) showToast({ title: M.working });
    else showToast({ title: Messages.common.error, description: M.testFailed }, 'destructive');
  };

  return (
    <>
      <AdminPageHeader title={Messages.admin.nav.openai} subtitle={M.subtitle} />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <div className="flex items-center justify-between">
            <CardTitle>{M.status}</CardTitle>
            <Badge className={STATUS_TONE[status]} data-testid="model-status">
              {STATUS_TEXT[status]}
            </Badge>
          </div>
          {connection && !connection.configured && (
            <p className="mt-3 text-sm text-muted-foreground">{M.notConfigured}</p>
          )}
          {connection?.configured && (
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{M.endpoint}</dt>
              <dd className="break-all font-mono">{connection.endpoint}</dd>
              <dt className="text-muted-foreground">{M.model}</dt>
              <dd className="font-mono">{connection.model}</dd>
              <dt className="text-muted-foreground">{M.apiKey}</dt>
              <dd>{connection.apiKeySet ? M.keySet : M.keyUnset}</dd>
            </dl>
          )}
          <div className="mt-6 space-y-2">
            <Label htmlFor="model-test-prompt">{M.testPrompt}</Label>
            <textarea
              id="model-test-prompt"
              rows={3}
              className="w-full rounded-md border border-border bg-background p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-accent"
              value={prompt}
              onChange={(e) => setPrompt(e.target.value)}
            />
            <Button onClick={() => void run()} disabled={isLoading || !prompt.trim()}>
              {isLoading ? M.testing : M.test}
            </Button>
          </div>
        </Card>
        <Card>
          <CardTitle>{M.response}</CardTitle>
          <pre className="mt-4 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs" data-testid="model-response">
            {response ?? ''}
          </pre>
        </Card>
      </div>

      <Card className="mt-6">
        <CardTitle>{M.usage(USAGE_DAYS)}</CardTitle>
        {usage && (
          <>
            <dl className="mt-4 flex flex-wrap gap-8 text-sm">
              {[
                [M.generations, usage.totals.generations],
                [M.failures, usage.totals.failures],
                [M.tokens, usage.totals.tokens],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
            {usage.totals.generations === 0 ? (
              <p className="mt-4 text-sm text-muted-foreground">{M.noUsage}</p>
            ) : (
              <div className="mt-4">
                <UsageChart usage={usage} label={M.chartLabel(USAGE_DAYS)} />
              </div>
            )}
          </>
        )}
      </Card>
    </>
  );
}
