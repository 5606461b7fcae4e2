import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { REPORT_DETAILS_MAX, REPORT_REASONS, URGENT_REPORT_REASONS, type ReportResponse } from '@app/shared/safety';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldError } from '../../../components/ui/field';
import { Checkbox, TextArea } from '../../../components/ui/inputs';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { safetyMessages } from '../../../locales/safety';
import { useReportMutation } from '../api/safety-api';
import type { SafetyMember } from './block-dialog';

/** The form's own rules (the server checks the same with the shared `ReportBodySchema`). */
const ReportFormSchema = z.object({
  reasons: z.array(z.enum(REPORT_REASONS)).min(1),
  details: z.string().max(REPORT_DETAILS_MAX),
  block: z.boolean(),
});
type ReportForm = z.infer<typeof ReportFormSchema>;

type ReportDialogProps = {
  open: boolean;
  member: SafetyMember;
  /** The chat messages the report is about (from a message's menu or a warning under it). */
  messageIds?: readonly string[];
  /** Closed, by the member; `blocked` when the report blocked them in the same step. */
  onClose: (outcome: { sent: boolean; blocked: boolean }) => void;
};

/**
 * Report a member: the reasons (one or more, in our words), optional details with a counter, and "Also block".
 * When opened from a chat message the report carries that message's id. Sent, the dialog says what happens next
 * (and that reports about a child come first); refused or failed, it says so above the button and keeps what was
 * written.
 */
export function ReportDialog({ open, member, messageIds, onClose }: ReportDialogProps) {
  const { t } = useTranslation(safetyMessages);
  const [sent, setSent] = useState<ReportResponse | null>(null);
  const close = () => {
    const outcome = { sent: sent !== null, blocked: sent?.blocked ?? false };
    setSent(null);
    onClose(outcome);
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      title={sent ? t('safety.report.sent.title') : t('safety.report.title', { name: member.name })}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      {sent ? (
        <ReportSent member={member} blocked={sent.blocked} onClose={close} />
      ) : (
        <ReportFormBody member={member} messageIds={messageIds} onSent={setSent} onCancel={close} />
      )}
    </Dialog>
  );
}

function ReportFormBody({
  member,
  messageIds,
  onSent,
  onCancel,
}: {
  member: SafetyMember;
  messageIds: readonly string[] | undefined;
  onSent: (answer: ReportResponse) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(safetyMessages);
  const [report] = useReportMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const legendId = useId();
  const errorId = useId();
  const counterId = useId();
  const form = useForm<ReportForm>({
    resolver: zodResolver(ReportFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reasons: [], details: '', block: false },
  });
  const { errors, isSubmitting } = form.formState;
  const reasons = form.watch('reasons');
  const details = form.watch('details');
  const urgent = reasons.some((reason) => URGENT_REPORT_REASONS.includes(reason));
  const tooLong = details.length > REPORT_DETAILS_MAX;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    const text = values.details.trim();
    try {
      const answer = await report({
        reportedUserId: member.userId,
        reason: values.reasons,
        ...(text ? { details: text } : {}),
        ...(messageIds?.length ? { messageIds: [...messageIds] } : {}),
        ...(values.block ? { block: true } : {}),
      }).unwrap();
      onSent(answer);
    } catch (error) {
      const result = readApiFailure(error);
      setFailure(result.kind === 'rejected' ? result.message : t('safety.report.failed'));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <p className="text-ink-700">{t('safety.report.intro', { name: member.name })}</p>
      {messageIds?.length ? (
        <p className="rounded-lg bg-accent-50 px-3 py-2 text-sm text-ink-900">
          {t('safety.report.messages', { count: messageIds.length })}
        </p>
      ) : null}
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={errors.reasons ? errorId : undefined}
        className="flex flex-col gap-2"
      >
        <legend id={legendId} className="mb-1 text-base font-semibold text-ink-900">
          {t('safety.report.reasonsLegend')}
        </legend>
        {REPORT_REASONS.map((reason) => (
          <Checkbox
            key={reason}
            value={reason}
            label={<span className="text-base text-ink-900">{t(`safety.report.reasons.${reason}`)}</span>}
            {...form.register('reasons')}
          />
        ))}
        <FieldError id={errorId} message={errors.reasons ? t('safety.report.reasonRequired') : undefined} />
      </fieldset>
      {urgent ? (
        <p role="note" className="rounded-lg border-2 border-gold-400 bg-white px-3 py-2 text-sm text-ink-900">
          {t('safety.report.urgentNote')}
        </p>
      ) : null}
      <Field
        label={t('safety.report.details')}
        hint={t('safety.report.detailsHint')}
        error={errors.details ? t('safety.report.detailsTooLong', { max: REPORT_DETAILS_MAX }) : undefined}
      >
        {(field) => (
          <>
            <TextArea
              {...field}
              aria-describedby={[field['aria-describedby'], counterId].filter(Boolean).join(' ')}
              rows={4}
              className="min-h-28"
              {...form.register('details')}
            />
            <p
              id={counterId}
              className={cn('text-right text-sm', tooLong ? 'font-semibold text-danger-600' : 'text-ink-500')}
            >
              {t('safety.report.detailsCount', { count: details.length, max: REPORT_DETAILS_MAX })}
            </p>
          </>
        )}
      </Field>
      <div className="flex flex-col gap-1">
        <Checkbox
          label={
            <span className="text-base font-semibold text-ink-900">
              {t('safety.report.alsoBlock', { name: member.name })}
            </span>
          }
          {...form.register('block')}
        />
        <p className="pl-7 text-sm text-ink-500">{t('safety.report.alsoBlockHint')}</p>
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger-600">
          {failure}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={isSubmitting} onClick={onCancel}>
          {t('safety.report.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={isSubmitting}>
          {t('safety.report.submit')}
        </Button>
      </div>
    </form>
  );
}

function ReportSent({ member, blocked, onClose }: { member: SafetyMember; blocked: boolean; onClose: () => void }) {
  const { t } = useTranslation(safetyMessages);
  const done = useRef<HTMLDivElement>(null);
  // The form (and its focused button) is gone: the focus goes to Done, after the news above it.
  useEffect(() => done.current?.querySelector('button')?.focus(), []);
  return (
    <div ref={done} className="flex flex-col gap-4 text-ink-700">
      <div role="status" className="flex flex-col gap-3">
        <p>{t('safety.report.sent.body')}</p>
        {blocked ? <p>{t('safety.report.sent.blocked', { name: member.name })}</p> : null}
      </div>
      <Button className="self-end" onClick={onClose}>
        {t('safety.report.sent.close')}
      </Button>
    </div>
  );
}
