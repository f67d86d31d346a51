import { useState, type FormEvent } from 'react';
import { Coins } from 'lucide-react';
import { AccountCopy, formatDiscount, Messages, type CreditsOverview } from '@infragen/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useGetCreditsQuery, useRedeemPromoCodeMutation } from './profile-api';

const C = AccountCopy.credits;
const P = AccountCopy.promo;

/** What a generation costs this account now: nothing from the built-in generator, else one credit unless spending is off. */
function spendingRule(data: CreditsOverview): string {
  if (!data.spendingEnabled || data.unlimited) return C.spendingOff;
  return data.builtInGenerator ? C.builtInFree : C.perGeneration;
}

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** The user's credits: balance, where they come from, recent changes, and a promo code to redeem. */
export function CreditsCard() {
  const { data, isError } = useGetCreditsQuery();
  const [redeem, { isLoading }] = useRedeemPromoCodeMutation();
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setOutcome({ ok: false, text: P.required });
      return;
    }
    try {
      const redeemed = await redeem(code).unwrap();
      setOutcome({ ok: true, text: redeemed.message });
      showToast({ title: redeemed.message });
      setCode('');
    } catch (error) {
      const text = apiErrorMessage(error, P.failed);
      setOutcome({ ok: false, text });
      showToast({ title: Messages.common.error, description: text }, 'destructive');
    }
  };

  return (
    <Card className="mt-8">
      <CardTitle className="flex items-center gap-2">
        <Coins className="size-5" aria-hidden />
        {C.title}
      </CardTitle>
      {isError && <p className="mt-2 text-sm text-destructive">{C.failedToLoad}</p>}
      {data && (
        <div className="mt-3 space-y-1 text-sm">
          <p className="text-2xl font-bold" data-testid="credits-balance">
            {C.balance(data.balance)}
          </p>
          <p className="text-muted-foreground" data-testid="credits-rule">
            {spendingRule(data)}
          </p>
          {data.plan && (
            <p>
              {C.plan(data.plan.name)} · {C.planCredits(data.plan.credits_included, data.plan.billing_period)}
            </p>
          )}
          {data.nextGrantAt && <p className="text-muted-foreground">{C.nextGrant(day(data.nextGrantAt))}</p>}
        </div>
      )}

      <form onSubmit={submit} className="mt-6 space-y-2" noValidate aria-label={P.title}>
        <h3 className="font-semibold">{P.title}</h3>
        <Label htmlFor="promo-code-input" className="sr-only">
          {P.label}
        </Label>
        <div className="flex gap-2">
          <Input
            id="promo-code-input"
            placeholder={P.label}
            className="font-mono uppercase"
            value={code}
            aria-describedby={outcome ? 'promo-code-outcome' : undefined}
            onChange={(e) => setCode(e.target.value)}
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? P.redeeming : P.redeem}
          </Button>
        </div>
        {outcome && (
          <p
            id="promo-code-outcome"
            role={outcome.ok ? 'status' : 'alert'}
            className={outcome.ok ? 'text-sm text-green-700' : 'text-sm text-destructive'}
          >
            {outcome.text}
          </p>
        )}
      </form>

      {data && data.redemptions.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold">{P.yourCodes}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {data.redemptions.map((r) => (
              <li key={r.code} className="flex justify-between gap-4">
                <code className="font-mono">{r.code}</code>
                <span className="text-muted-foreground">
                  {formatDiscount(r.discount_type, r.discount_value)} · {day(r.redeemed_at)}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {data && data.history.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold">{C.history}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {data.history.map((h, i) => (
              <li key={`${h.createdAt}-${i}`} className="flex justify-between gap-4">
                <span>{C.reasons[h.reason]}</span>
                <span className={h.amount < 0 ? 'text-muted-foreground' : 'text-green-700'}>
                  {h.amount > 0 ? `+${h.amount}` : h.amount}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}
