import { useEffect, useState } from 'react';
import { AdminPanelCopy, Messages, type PlanView } from '@infragen/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardTitle } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useAdminPlansQuery, useUpdatePlanMutation } from './admin-api';
import { AdminPageHeader } from './admin-page-header';
import { EditPlanDialog } from './edit-plan-dialog';

const P = AdminPanelCopy.plans;

/** "$29.00 / month", or "Custom pricing" for a plan without a price. */
function priceText(plan: PlanView): string {
  if (plan.price === null) return P.customPrice;
  return P.perPeriod(`$${plan.price.toFixed(2)}`, plan.billing_period);
}

/** /admin/subscriptions: the plan cards, each activated or deactivated, and edited. */
export function AdminSubscriptionsPage() {
  const { data: plans, isError } = useAdminPlansQuery();
  const [update, { isLoading }] = useUpdatePlanMutation();
  const [editing, setEditing] = useState<PlanView | null>(null);
  useEffect(() => {
    if (isError) showToast({ title: Messages.common.error, description: P.failedToFetch }, 'destructive');
  }, [isError]);

  const toggle = async (plan: PlanView) => {
    try {
      const updated = await update({ id: plan.id, change: { is_active: !plan.is_active } }).unwrap();
      showToast({ title: updated.is_active ? P.activated : P.deactivated });
    } catch (error) {
      showToast(
        { title: Messages.common.error, description: apiErrorMessage(error, P.failedToUpdateStatus) },
        'destructive',
      );
    }
  };

  return (
    <>
      <AdminPageHeader title={Messages.admin.nav.subscriptions} subtitle={P.subtitle} />
      <section className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {plans?.map((plan) => (
          <Card key={plan.id} className="flex flex-col" data-testid="plan-card" aria-label={plan.name} role="group">
            <div className="flex items-center justify-between gap-2">
              <CardTitle>{plan.name}</CardTitle>
              <Badge className={plan.is_active ? 'border-green-200 bg-green-100 text-green-800' : ''}>
                {plan.is_active ? P.active : P.inactive}
              </Badge>
            </div>
            <CardDescription>{plan.description}</CardDescription>
            <p className="mt-4 text-2xl font-bold">{priceText(plan)}</p>
            <ul className="mt-2 space-y-1 text-sm text-muted-foreground">
              <li>{P.credits(plan.credits_included)}</li>
              <li>{P.billing(plan.billing_period)}</li>
            </ul>
            <div className="mt-6 flex gap-2 pt-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(plan)}>
                {P.edit}
              </Button>
              <Button
                variant={plan.is_active ? 'outline' : 'default'}
                size="sm"
                disabled={isLoading}
                onClick={() => void toggle(plan)}
              >
                {plan.is_active ? P.deactivate : P.activate}
              </Button>
            </div>
          </Card>
        ))}
      </section>
      <p className="mt-6 text-sm text-muted-foreground">{P.assignHint}</p>
      <EditPlanDialog plan={editing} onClose={() => setEditing(null)} />
    </>
  );
}
