import { useState, type FormEvent } from 'react';
import type { PaymentEntry } from '@app/shared/console/money';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { TextArea, TextInput } from '../../../components/ui/inputs';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { LANGUAGES } from '../../../lib/language-names';
import { formatAud } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useRecordRefundMutation } from './api';
import { moneyMessages } from './messages';

type Errors = Partial<Record<'amount' | 'providerReference' | 'reason' | 'form', string>>;

/** "Record refund" on a payment: the amount (what is left, to start with), the provider's reference, a reason. */
export function RefundButton({ payment }: { payment: PaymentEntry }) {
  const { t, language } = useTranslation(moneyMessages);
  const left = payment.amountCents - payment.refundedCents;
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState((left / 100).toFixed(2));
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [recordRefund, { isLoading }] = useRecordRefundMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await recordRefund({
        paymentId: payment.id,
        amount,
        ...(reference.trim() ? { providerReference: reference.trim() } : {}),
        reason,
      }).unwrap();
      toast.success(t('money.refund.saved'));
      setOpen(false);
      setReason('');
      setReference('');
    } catch (error) {
      const failure = readApiFailure(error);
      if (failure.kind === 'failed') {
        setErrors({ form: t('money.refund.failed') });
        return;
      }
      const found: Errors = {};
      for (const item of Array.isArray(failure.data.errors) ? (failure.data.errors as unknown[]) : []) {
        const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
        if ((path === 'amount' || path === 'providerReference' || path === 'reason') && typeof message === 'string') {
          found[path] = message;
        }
      }
      setErrors(Object.keys(found).length ? found : { form: failure.message });
    }
  };

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('money.refund.openFor', { order: payment.orderId })}
        onClick={() => setOpen(true)}
      >
        {t('money.refund.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('money.refund.title')}
        description={t('money.refund.description')}
      >
        <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
          <Field
            label={t('money.refund.amount')}
            hint={t('money.refund.amountHint', { left: formatAud(left, LANGUAGES[language].htmlLang) })}
            error={errors.amount}
            required
          >
            {(props) => (
              <TextInput {...props} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
            )}
          </Field>
          <Field label={t('money.refund.reference')} error={errors.providerReference}>
            {(props) => <TextInput {...props} value={reference} onChange={(e) => setReference(e.target.value)} />}
          </Field>
          <Field label={t('money.refund.reason')} hint={t('money.refund.reasonHint')} error={errors.reason} required>
            {(props) => <TextArea {...props} value={reason} onChange={(e) => setReason(e.target.value)} />}
          </Field>
          {errors.form ? (
            <p role="alert" className="text-sm font-medium text-danger-600">
              {errors.form}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t('money.refund.cancel')}
            </Button>
            <Button type="submit" variant="danger" loading={isLoading}>
              {t('money.refund.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  );
}
