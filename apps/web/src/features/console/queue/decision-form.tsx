import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { DecisionReasonSchema } from '@app/shared/console';
import type { QueueDecision, QueueDecisionInput, QueueEvidenceResponse } from '@app/shared/console/queue';
import { SUSPENSION_REASONS } from '@app/shared/suspension';
import { VERIFICATION_DECLINE_REASONS } from '@app/shared/verification';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FieldError } from '../../../components/ui/field';
import { RadioGroup, Select, TextArea, TextInput } from '../../../components/ui/inputs';
import { fieldMessage, readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useDecideQueueItemMutation } from './api';
import { queueMessages } from './messages';

type Errors = Partial<
  Record<
    'decision' | 'reason' | 'message' | 'photoId' | 'suspensionReason' | 'until' | 'declineReason' | 'form',
    string
  >
>;

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The decision on one item: what (only the decisions open for it), the fields that decision needs, and always the
 * staff reason. Suspending a member and deleting an account are confirmed in a dialog first (as a photo decision
 * is), saying what will happen; focus starts on Cancel. Once decided, back to the queue.
 */
export function DecisionForm({ evidence }: { evidence: QueueEvidenceResponse }) {
  const { t } = useTranslation(queueMessages);
  const navigate = useNavigate();
  const headingId = useId();
  const [decide, { isLoading }] = useDecideQueueItemMutation();
  const [decision, setDecision] = useState<QueueDecision | ''>('');
  const [reason, setReason] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [photoId, setPhotoId] = useState('');
  const [suspensionCode, setSuspensionCode] = useState<string>(SUSPENSION_REASONS[0]);
  const [otherReason, setOtherReason] = useState('');
  const [untilMode, setUntilMode] = useState<'lifted' | 'date'>('lifted');
  const [untilDay, setUntilDay] = useState('');
  const [declineReason, setDeclineReason] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<'suspend' | 'delete-account' | null>(null);
  const confirmActions = useRef<HTMLDivElement>(null);
  // The confirmation opens on its safe choice (Cancel).
  useEffect(() => {
    if (confirming) confirmActions.current?.querySelector('button')?.focus();
  }, [confirming]);

  const { item, member } = evidence;
  if (!evidence.decisions.length) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {t('consoleQueue.decide.title')}
        </h2>
        <p className="text-ink-700">{t('consoleQueue.decide.closedNote')}</p>
      </section>
    );
  }

  const optionLabel = (value: QueueDecision) =>
    value === 'dismiss' && item.kind === 'self-correction'
      ? t('consoleQueue.decide.options.dismiss-correction')
      : t(`consoleQueue.decide.options.${value}`);

  const build = (): QueueDecisionInput | null => {
    const next: Errors = {};
    if (!decision) next.decision = t('consoleQueue.decide.errors.choose');
    const parsedReason = DecisionReasonSchema.safeParse(reason);
    if (!parsedReason.success) next.reason = parsedReason.error.issues[0]?.message;
    if (decision === 'warn' && message.trim().length < 10) next.message = t('consoleQueue.decide.errors.message');
    if (decision === 'remove-photo' && !photoId) next.photoId = t('consoleQueue.decide.errors.photo');
    const suspensionReason = suspensionCode === 'other' ? otherReason.trim() : suspensionCode;
    if (decision === 'suspend' && !suspensionReason)
      next.suspensionReason = t('consoleQueue.decide.errors.suspensionReason');
    if (decision === 'suspend' && untilMode === 'date' && (!untilDay || untilDay <= today()))
      next.until = t('consoleQueue.decide.errors.until');
    if (decision === 'reject' && !declineReason) next.declineReason = t('consoleQueue.decide.errors.declineReason');
    setErrors(next);
    if (Object.keys(next).length || !decision) return null;
    const input: QueueDecisionInput = { kind: item.kind, id: item.id, decision, reason: reason.trim() };
    if (decision === 'warn')
      Object.assign(input, { message: message.trim(), ...(subject.trim() ? { subject: subject.trim() } : {}) });
    if (decision === 'remove-photo') input.photoId = photoId;
    if (decision === 'suspend')
      Object.assign(input, { suspensionReason, unsuspendAt: untilMode === 'date' ? untilDay : null });
    if (decision === 'reject') input.declineReason = declineReason as (typeof VERIFICATION_DECLINE_REASONS)[number];
    if ((decision === 'approve' || decision === 'reject') && note.trim()) input.note = note.trim();
    return input;
  };

  const send = async (input: QueueDecisionInput) => {
    try {
      const result = await decide(input).unwrap();
      toast.success(result.message);
      void navigate('/admin');
    } catch (error) {
      const failure = readApiFailure(error);
      setErrors({
        form: failure.kind === 'rejected' ? failure.message : t('consoleQueue.decide.errors.failed'),
        reason: fieldMessage(failure, 'reason'),
      });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = build();
    if (!input) return;
    if (input.decision === 'delete-account' || input.decision === 'suspend') {
      setConfirming(input.decision);
      return;
    }
    void send(input);
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-ink-900">
        {t('consoleQueue.decide.title')}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <RadioGroup
          legend={t('consoleQueue.decide.choose')}
          name="decision"
          value={decision}
          onChange={(value) => setDecision(value as QueueDecision)}
          error={errors.decision}
          options={evidence.decisions.map((value) => ({ value, label: optionLabel(value) }))}
        />

        {decision === 'warn' ? (
          <>
            <Field label={t('consoleQueue.decide.subject')}>
              {(props) => (
                <TextInput {...props} value={subject} maxLength={150} onChange={(e) => setSubject(e.target.value)} />
              )}
            </Field>
            <Field
              label={t('consoleQueue.decide.message')}
              hint={t('consoleQueue.decide.messageHint')}
              error={errors.message}
              required
            >
              {(props) => (
                <TextArea {...props} value={message} maxLength={5000} onChange={(e) => setMessage(e.target.value)} />
              )}
            </Field>
          </>
        ) : null}

        {decision === 'remove-photo' ? (
          <RadioGroup
            legend={t('consoleQueue.decide.photo')}
            name="photoId"
            value={photoId}
            onChange={setPhotoId}
            error={errors.photoId}
            options={member.photos.map((photo) => ({
              value: photo.photoId,
              label: t('consoleQueue.item.profile.photo', { position: photo.position + 1 }),
            }))}
          />
        ) : null}

        {decision === 'suspend' ? (
          <>
            <Field
              label={t('consoleQueue.decide.suspensionReason')}
              error={suspensionCode === 'other' ? undefined : errors.suspensionReason}
            >
              {(props) => (
                <Select
                  {...props}
                  value={suspensionCode}
                  onChange={(e) => setSuspensionCode(e.target.value)}
                  options={[...SUSPENSION_REASONS, 'other'].map((value) => ({
                    value,
                    label: t(`consoleQueue.decide.suspensionReasons.${value as 'other'}`),
                  }))}
                />
              )}
            </Field>
            {suspensionCode === 'other' ? (
              <Field label={t('consoleQueue.decide.otherReason')} error={errors.suspensionReason} required>
                {(props) => (
                  <TextInput
                    {...props}
                    value={otherReason}
                    maxLength={500}
                    onChange={(e) => setOtherReason(e.target.value)}
                  />
                )}
              </Field>
            ) : null}
            <RadioGroup
              legend={t('consoleQueue.decide.until')}
              name="until"
              value={untilMode}
              onChange={(value) => setUntilMode(value as 'lifted' | 'date')}
              options={[
                { value: 'lifted', label: t('consoleQueue.decide.untilLifted') },
                { value: 'date', label: t('consoleQueue.decide.untilDate') },
              ]}
            />
            {untilMode === 'date' ? (
              <Field label={t('consoleQueue.decide.untilDay')} error={errors.until} required>
                {(props) => (
                  <TextInput
                    {...props}
                    type="date"
                    min={today()}
                    value={untilDay}
                    onChange={(e) => setUntilDay(e.target.value)}
                  />
                )}
              </Field>
            ) : null}
          </>
        ) : null}

        {decision === 'reject' ? (
          <Field label={t('consoleQueue.decide.declineReason')} error={errors.declineReason} required>
            {(props) => (
              <Select
                {...props}
                value={declineReason}
                placeholder=""
                onChange={(e) => setDeclineReason(e.target.value)}
                options={VERIFICATION_DECLINE_REASONS.map((value) => ({
                  value,
                  label: t(`consoleQueue.decide.declineReasons.${value}`),
                }))}
              />
            )}
          </Field>
        ) : null}
        {decision === 'approve' || decision === 'reject' ? (
          <Field label={t('consoleQueue.decide.note')}>
            {(props) => <TextArea {...props} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />}
          </Field>
        ) : null}

        <Field
          label={t('consoleQueue.decide.reason')}
          hint={t('consoleQueue.decide.reasonHint')}
          error={errors.reason}
          required
        >
          {(props) => (
            <TextArea
              {...props}
              className="min-h-20"
              value={reason}
              maxLength={1000}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <FieldError message={errors.form} />
        <div>
          <Button type="submit" loading={isLoading} variant={decision === 'delete-account' ? 'danger' : 'primary'}>
            {t('consoleQueue.decide.submit')}
          </Button>
        </div>
      </form>
      <Dialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming === 'suspend'
            ? t('consoleQueue.decide.confirmSuspend.title', { name: member.name })
            : t('consoleQueue.decide.confirmDelete.title')
        }
        description={
          confirming === 'suspend'
            ? untilMode === 'date' && untilDay
              ? t('consoleQueue.decide.confirmSuspend.bodyUntil', { name: member.name, date: untilDay })
              : t('consoleQueue.decide.confirmSuspend.bodyLifted', { name: member.name })
            : t('consoleQueue.decide.confirmDelete.body')
        }
      >
        <div ref={confirmActions} className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(null)}>
            {confirming === 'suspend'
              ? t('consoleQueue.decide.confirmSuspend.cancel')
              : t('consoleQueue.decide.confirmDelete.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={isLoading}
            onClick={() => {
              const input = build();
              setConfirming(null);
              if (input) void send(input);
            }}
          >
            {confirming === 'suspend'
              ? t('consoleQueue.decide.confirmSuspend.confirm')
              : t('consoleQueue.decide.confirmDelete.confirm')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
