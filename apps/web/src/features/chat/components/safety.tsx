import { useId } from 'react';
import type { ChatMember } from '@app/shared/chat';
import { SAFETY_ADVICE_PATH, type ScamFlagKind } from '@app/shared/chat/constants';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { chatMessages } from '../../../locales/chat';

const linkClass = 'font-semibold text-accent-700 underline underline-offset-2';

/**
 * Under a message the safety rules flagged (shown to its recipient only): what it does, one line of advice, the
 * safety advice and Report (`onReport`: the safety feature's report dialog about this message, composed by the
 * app). The message itself is always shown.
 */
export function FlagWarning({
  flags,
  member,
  onReport,
}: {
  flags: readonly ScamFlagKind[];
  member: Pick<ChatMember, 'name' | 'userId'>;
  onReport?: (() => void) | undefined;
}) {
  const { t } = useTranslation(chatMessages);
  return (
    <div className="mt-1 flex max-w-[85%] flex-col gap-1 rounded-xl border-2 border-gold-400 bg-white p-3 text-sm text-ink-900">
      <p className="font-semibold">{t('chat.flags.title')}</p>
      {[...new Set(flags)].map((flag) => (
        <p key={flag}>{t(`chat.flags.${flag}`)}</p>
      ))}
      <p>{t('chat.flags.advice')}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Link to={SAFETY_ADVICE_PATH} className={`${linkClass} inline-flex min-h-8 items-center`}>
          {t('chat.flags.safety')}
        </Link>
        {onReport ? (
          <button
            type="button"
            aria-haspopup="dialog"
            aria-label={t('chat.flags.reportLabel', { name: member.name })}
            onClick={onReport}
            className={`${linkClass} inline-flex min-h-8 items-center`}
          >
            {t('chat.flags.report')}
          </button>
        ) : null}
      </p>
    </div>
  );
}

const TIPS = ['money', 'here', 'private', 'family'] as const;

/** The first conversation with a new connection: a few safety tips, once, until "Got it". */
export function SafetyTips({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation(chatMessages);
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-xl flex-col gap-2 rounded-card border border-brand-500/30 bg-brand-50 p-4 text-sm text-ink-900"
    >
      <h2 id={titleId} className="text-base font-bold">
        {t('chat.tips.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-1 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`chat.tips.items.${tip}`)}</li>
        ))}
      </ul>
      <p className="flex flex-wrap items-center gap-3">
        <Link to={SAFETY_ADVICE_PATH} className={linkClass}>
          {t('chat.tips.more')}
        </Link>
        <Button size="sm" variant="secondary" onClick={onDismiss}>
          {t('chat.tips.dismiss')}
        </Button>
      </p>
    </section>
  );
}
