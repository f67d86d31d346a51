import { useEffect, useState } from 'react';
import { Copy, Plus } from 'lucide-react';
import { AdminPanelCopy, formatDiscount, Messages, type PromoCodeView } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useAdminPromoCodesQuery, useSetPromoCodeActiveMutation } from './admin-api';
import { AdminPageHeader } from './admin-page-header';
import { CreatePromoCodeDialog } from './create-promo-code-dialog';
import { formatDate } from './format';

const P = AdminPanelCopy.promo;
const C = P.columns;

/** Active, or why not: switched off, expired, or every use taken. */
function status(promo: PromoCodeView): { text: string; tone: string } {
  if (!promo.is_active) return { text: P.inactive, tone: '' };
  if (promo.expires_at && Date.parse(promo.expires_at) <= Date.now())
    return { text: P.expired, tone: 'border-yellow-200 bg-yellow-100 text-yellow-800' };
  if (promo.max_uses !== null && promo.current_uses >= promo.max_uses)
    return { text: P.usedUp, tone: 'border-yellow-200 bg-yellow-100 text-yellow-800' };
  return { text: P.active, tone: 'border-green-200 bg-green-100 text-green-800' };
}

/** /admin/promo-codes: every code with its use, copied in a click, created with a generated code, switched on and off. */
export function AdminPromoCodesPage() {
  const { data: codes, isError } = useAdminPromoCodesQuery();
  const [setActive, { isLoading }] = useSetPromoCodeActiveMutation();
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: P.failedToFetch }, 'destructive');
  }, [isError]);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      showToast(P.copied);
    } catch {
      showToast({ title: Messages.common.error, description: Messages.common.unexpected }, 'destructive');
    }
  };
  const toggle = async (promo: PromoCodeView) => {
    try {
      const updated = await setActive({ id: promo.id, active: !promo.is_active }).unwrap();
      showToast({ title: updated.is_active ? P.activated : P.deactivated });
    } catch (error) {
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, P.failedToUpdate) }, 'destructive');
    }
  };

  return (
    <>
      <AdminPageHeader
        title={Messages.admin.nav.promoCodes}
        subtitle={P.subtitle}
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            {P.create}
          </Button>
        }
      />
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-border bg-muted/40 text-xs uppercase text-muted-foreground">
            <tr>
              {[C.code, C.description, C.discount, C.usage, C.expires, C.status, C.actions].map((label) => (
                <th key={label} scope="col" className="px-4 py-3 font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {codes?.length === 0 && (
              <tr>
                <td colSpan={7} className="px-4 py-6 text-center text-muted-foreground">
                  {P.none}
                </td>
              </tr>
            )}
            {codes?.map((promo) => {
              const state = status(promo);
              return (
                <tr key={promo.id} data-testid="promo-row" data-code={promo.code}>
                  <td className="px-4 py-3">
                    <div className="flex items-center gap-1">
                      <code className="font-mono font-semibold">{promo.code}</code>
                      <Button
                        variant="ghost"
                        size="sm"
                        className="size-8 p-0"
                        aria-label={P.copy(promo.code)}
                        onClick={() => void copy(promo.code)}
                      >
                        <Copy className="size-4" aria-hidden />
                      </Button>
                    </div>
                  </td>
                  <td className="px-4 py-3">{promo.description ?? ''}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatDiscount(promo.discount_type, promo.discount_value)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap" data-testid="promo-usage">
                    {P.usage(promo.current_uses, promo.max_uses)}
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {promo.expires_at ? formatDate(promo.expires_at) : AdminPanelCopy.never}
                  </td>
                  <td className="px-4 py-3">
                    <Badge className={state.tone}>{state.text}</Badge>
                  </td>
                  <td className="px-4 py-3">
                    <Button variant="outline" size="sm" disabled={isLoading} onClick={() => void toggle(promo)}>
                      {promo.is_active ? P.deactivate : P.activate}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <CreatePromoCodeDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
