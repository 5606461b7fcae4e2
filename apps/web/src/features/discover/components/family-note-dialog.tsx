import { useId, useState, type FormEvent } from 'react';
import {
  FAMILY_NOTE_MAX,
  FAMILY_REACTIONS,
  FamilyNoteBodySchema,
  type FamilyNote,
  type FamilyReaction,
} from '@app/shared/family';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Radios } from '../../../components/ui/choices';
import { TextArea } from '../../../components/ui/inputs';
import { readApiFailure } from '../../../lib/api/api-failure';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { discoverMessages } from '../../../locales/discover';
import { useWriteFamilyNoteMutation } from '../api/family-notes';

export type FamilyNoteDialogProps = {
  /** The favourite the note is about. */
  member: { userId: string; name: string };
  /** The viewer's note on them now, or null: the form starts from it. */
  own: FamilyNote | null;
  onClose: () => void;
};

const NONE = 'none';

/**
 * The viewer's note and reaction on a favourite of the family shortlist (ADR 017), loaded when first asked for (it
 * brings the shared rules, `FamilyNoteBodySchema`, with it). Saving writes or replaces the viewer's note; "Remove my
 * note" (and saving with no text and no reaction) removes it. The people on the profile see it, the member never.
 * A refusal or failure is said above the buttons and keeps what was written; success closes with a toast.
 */
export function FamilyNoteDialog({ member, own, onClose }: FamilyNoteDialogProps) {
  const { t } = useTranslation(discoverMessages);
  const [text, setText] = useState(own?.text ?? '');
  const [reaction, setReaction] = useState<FamilyReaction | typeof NONE>(own?.reaction ?? NONE);
  const [problem, setProblem] = useState<string | null>(null);
  const [write, { isLoading }] = useWriteFamilyNoteMutation();
  const counterId = useId();
  const name = member.name;
  const tooLong = text.trim().length > FAMILY_NOTE_MAX;

  const send = async (body: { text: string; reaction: FamilyReaction | null }) => {
    setProblem(null);
    try {
      await write({ userId: member.userId, ...body }).unwrap();
      const removed = body.text === '' && body.reaction === null;
      toast.success(t(removed ? 'discover.notes.removed' : 'discover.notes.saved', { name }));
      onClose();
    } catch (error) {
      const failure = readApiFailure(error);
      setProblem(failure.kind === 'rejected' ? failure.message : t('discover.notes.dialog.failed'));
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { userId: member.userId, text, reaction: reaction === NONE ? null : reaction };
    const checked = FamilyNoteBodySchema.safeParse(body);
    if (!checked.success) {
      // The only rule a member can break here is the note's length (the counter says so as they type).
      setProblem(t('discover.notes.dialog.tooLong', { max: FAMILY_NOTE_MAX }));
      return;
    }
    const wanted = { text: checked.data.text, reaction: checked.data.reaction ?? null };
    if (!own && wanted.text === '' && wanted.reaction === null) {
      setProblem(t('discover.notes.dialog.empty'));
      return;
    }
    void send(wanted);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('discover.notes.dialog.title', { name })}
      description={t('discover.notes.dialog.intro', { name })}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <Field
          label={t('discover.notes.dialog.text')}
          hint={t('discover.notes.dialog.textHint')}
          error={tooLong ? t('discover.notes.dialog.tooLong', { max: FAMILY_NOTE_MAX }) : undefined}
        >
          {(field) => (
            <>
              <TextArea
                {...field}
                aria-describedby={[field['aria-describedby'], counterId].filter(Boolean).join(' ')}
                rows={4}
                className="min-h-28"
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
              <p
                id={counterId}
                className={cn('text-right text-sm', tooLong ? 'font-semibold text-danger-600' : 'text-ink-500')}
              >
                {t('discover.notes.dialog.count', { count: text.trim().length, max: FAMILY_NOTE_MAX })}
              </p>
            </>
          )}
        </Field>
        <Radios
          legend={t('discover.notes.dialog.reaction', { name })}
          name="reaction"
          value={reaction}
          onChange={(value) => setReaction(value as FamilyReaction | typeof NONE)}
          options={[
            ...FAMILY_REACTIONS.map((value) => ({
              value,
              label: t(`discover.notes.dialog.reactionOption.${value}`),
            })),
            { value: NONE, label: t('discover.notes.dialog.reactionOption.none') },
          ]}
        />
        {problem ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-danger-600">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
          <Button variant="secondary" disabled={isLoading} onClick={onClose}>
            {t('discover.notes.dialog.cancel')}
          </Button>
          {own ? (
            <Button variant="ghost" disabled={isLoading} onClick={() => void send({ text: '', reaction: null })}>
              {t('discover.notes.dialog.remove')}
            </Button>
          ) : null}
          <Button type="submit" loading={isLoading}>
            {t('discover.notes.dialog.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
