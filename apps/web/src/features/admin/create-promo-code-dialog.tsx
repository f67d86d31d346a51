import { useState, type FormEvent } from 'react';
import { Wand2 } from 'lucide-react';
import { AdminPanelCopy, DISCOUNT_TYPES, generatePromoCode, Messages, type DiscountType } from '@infragen/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error';
import { showToast } from '@/lib/toast';
import { useCreatePromoCodeMutation } from './admin-api';
import { AdminDialog } from './admin-dialog';
import { AdminField, fieldErrors } from './admin-field';

const P = AdminPanelCopy.promo;
const EMPTY = {
  code: '',
  description: '',
  discount_type: 'percentage' as DiscountType,
  discount_value: '',
  max_uses: '',
  expires_at: '',
};

/**
 * Create Promo Code. The fields go to the server as typed: it uppercases the code, reads an empty
 * value as 0 and empty max uses and expiry as none, and names any field it cannot read.
 */
export function CreatePromoCodeDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { isLoading }] = useCreatePromoCodeMutation();
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create(values).unwrap();
      showToast({ title: P.created });
      setValues(EMPTY);
      setErrors({});
      onOpenChange(false);
    } catch (error) {
      setErrors(fieldErrors(error, P.failedToCreate));
      showToast({ title: Messages.common.error, description: apiErrorMessage(error, P.failedToCreate) }, 'destructive');
    }
  };

  return (
    <AdminDialog open={open} onOpenChange={onOpenChange} title={P.create}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {errors.form && <Alert variant="destructive">{errors.form}</Alert>}
        <div className="flex items-end gap-2">
          <div className="flex-1">
            <AdminField
              id="promo-code"
              label={P.code}
              className="font-mono uppercase"
              value={values.code}
              error={errors.code}
              onChange={(e) => set('code')(e.target.value)}
            />
          </div>
          <Button
            type="button"
            variant="outline"
            onClick={() => set('code')(generatePromoCode())}
            className={errors.code ? 'mb-7' : ''}
          >
            <Wand2 className="size-4" aria-hidden />
            {P.generate}
          </Button>
        </div>
        <AdminField
          id="promo-description"
          label={P.description}
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description')(e.target.value)}
        />
        <div className="space-y-1.5">
          <Label htmlFor="promo-type">{P.discountType}</Label>
          <select
            id="promo-type"
            className="flex h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
            value={values.discount_type}
            onChange={(e) => set('discount_type')(e.target.value)}
          >
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {P.types[type]}
              </option>
            ))}
          </select>
        </div>
        <AdminField
          id="promo-value"
          label={P.discountValue}
          inputMode="decimal"
          placeholder="0"
          value={values.discount_value}
          error={errors.discount_value}
          onChange={(e) => set('discount_value')(e.target.value)}
        />
        <AdminField
          id="promo-max-uses"
          label={P.maxUses}
          inputMode="numeric"
          value={values.max_uses}
          error={errors.max_uses}
          onChange={(e) => set('max_uses')(e.target.value)}
        />
        <AdminField
          id="promo-expires"
          label={P.expiresAt}
          type="date"
          value={values.expires_at}
          error={errors.expires_at}
          onChange={(e) => set('expires_at')(e.target.value)}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {AdminPanelCopy.cancel}
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? AdminPanelCopy.saving : P.submit}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
