import { useEffect, useState, type FormEvent } from 'react';
import { AdminPanelCopy, Messages, type BillingPeriod, type PlanView } from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useUpdatePlanMutation } from './admin-api';
import { AdminDialog } from './admin-dialog';
import { AdminField, fieldErrors } from './admin-field';

const P = AdminPanelCopy.plans;

/** Empty text as null (custom price, unlimited credits), else the number typed (the server says what is wrong with it). */
const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** Edit a plan: name, description, price, billing period and the credits each period grants. */
export function EditPlanDialog({ plan, onClose }: { plan: PlanView | null; onClose(): void }) {
  const [values, setValues] = useState({
    name: '',
    description: '',
    price: '',
    credits: '',
    period: 'monthly' as BillingPeriod,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { isLoading }] = useUpdatePlanMutation();
  useEffect(() => {
    if (!plan) return;
    setValues({
      name: plan.name,
      description: plan.description,
      price: plan.price === null ? '' : String(plan.price),
      credits: plan.credits_included === null ? '' : String(plan.credits_included),
      period: plan.billing_period,
    });
    setErrors({});
  }, [plan]);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!plan) return;
    try {
      await update({
        id: plan.id,
        change: {
          name: values.name,
          description: values.description,
          price: numberOrNull(values.price),
          credits_included: numberOrNull(values.credits),
          billing_period: values.period,
        },
      }).unwrap();
      showToast({ title: P.updated });
      onClose();
    } catch (error) {
      setErrors(fieldErrors(error, P.failedToUpdate));
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, P.failedToUpdate) }, 'destructive');
    }
  };

  return (
    <AdminDialog open={plan !== null} onOpenChange={(open) => !open && onClose()} title={P.editTitle(plan?.name ?? '')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
        <AdminField
          id="plan-name"
          label={P.name}
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name')(e.target.value)}
        />
        <AdminField
          id="plan-description"
          label={P.description}
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description')(e.target.value)}
        />
        <AdminField
          id="plan-price"
          label={P.price}
          inputMode="decimal"
          value={values.price}
          error={errors.price}
          onChange={(e) => set('price')(e.target.value)}
        />
        <div className="space-y-1.5">
          <Label htmlFor="plan-period">{P.billingPeriod}</Label>
          <select
            id="plan-period"
            className="flex h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
            value={values.period}
            onChange={(e) => set('period')(e.target.value)}
          >
            <option value="monthly">{P.monthly}</option>
            <option value="yearly">{P.yearly}</option>
          </select>
        </div>
        <AdminField
          id="plan-credits"
          label={P.creditsIncluded}
          inputMode="numeric"
          value={values.credits}
          error={errors.credits_included}
          onChange={(e) => set('credits')(e.target.value)}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {AdminPanelCopy.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? AdminPanelCopy.saving : AdminPanelCopy.save}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
