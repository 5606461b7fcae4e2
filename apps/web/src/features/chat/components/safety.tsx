import { useState } from 'react';
import { SAFETY_ADVICE_PATH, type ScamFlagKind } from '@app/shared/chat';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/i18n';
import { chatMessages } from '../../../locales/chat';

const linkClass = 'font-semibold text-accent-700 underline underline-offset-2';

/**
 * Under a message the safety rules flagged (shown to its recipient only): what it does, one line of advice, the
 * safety advice and Report. The message itself is always shown.
 */
export function FlagWarning({ flags }: { flags: readonly ScamFlagKind[] }) {
  const { t } = useTranslation(chatMessages);
  const [reporting, setReporting] = useState(false);
  return (
    <div className="mt-1 flex max-w-[85%] flex-col gap-1 rounded-xl border-2 border-gold-400 bg-white p-3 text-sm text-ink-900">
      <p className="font-semibold">{t('chat.flags.title')}</p>
      {[...new Set(flags)].map((flag) => (
        <p key={flag}>{t(`chat.flags.${flag}`)}</p>
      ))}
      <p>{t('chat.flags.advice')}</p>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <Link to={SAFETY_ADVICE_PATH} className={linkClass}>
          {t('chat.flags.safety')}
        </Link>
        <button type="button" onClick={() => setReporting(true)} className={`${linkClass} min-h-8`}>
          {t('chat.flags.report')}
        </button>
      </p>
      <ReportDialog open={reporting} onClose={() => setReporting(false)} />
    </div>
  );
}

/**
 * Report, until the safety work brings reporting and blocking: says so plainly, and points to what works today (the
 * community guidelines, the contact page). Nothing here pretends to send a report.
 */
function ReportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(chatMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t('chat.report.title')} description={t('chat.report.body')}>
      <p className="text-ink-700">{t('chat.report.contact')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:flex-wrap sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          {t('chat.report.close')}
        </Button>
        <Link to="/contact-us" className={buttonClasses('secondary')}>
          {t('chat.report.contactLink')}
        </Link>
        <Link to={SAFETY_ADVICE_PATH} className={buttonClasses('primary')}>
          {t('chat.report.guidelines')}
        </Link>
      </div>
    </Dialog>
  );
}

const TIPS = ['money', 'here', 'private', 'family'] as const;

/** The first conversation with a new connection: a few safety tips, once, until "Got it". */
export function SafetyTips({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation(chatMessages);
  return (
    <section
      aria-labelledby="chat-safety-tips"
      className="mx-auto flex w-full max-w-xl flex-col gap-2 rounded-card border border-brand-500/30 bg-brand-50 p-4 text-sm text-ink-900"
    >
      <h2 id="chat-safety-tips" className="text-base font-bold">
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
