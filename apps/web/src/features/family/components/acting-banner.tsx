import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { familyMessages } from '../../../locales/family';
import { useActFor } from '../hooks/use-act-for';

/**
 * Above every member page while a family manager acts for someone's profile (ADR 017): whose profile, as whom, that
 * others see it so, and the way back to their own profile. Renders nothing for a member acting for themselves.
 */
export function ActingBanner() {
  const { t } = useTranslation(familyMessages);
  const acting = useAppSelector((state) => state.user.user?.actingAs ?? null);
  const { actFor, busy } = useActFor();
  if (!acting) return null;
  const relation = t(`family.relationWord.${acting.relation}`);

  const back = async () => {
    try {
      await actFor(acting.accountId);
    } catch {
      toast.error(t('family.acting.failed'));
    }
  };

  return (
    <section aria-label={t('family.acting.label')} className="bg-accent-700 px-4 py-3 text-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm sm:text-base">{t('family.acting.banner', { name: acting.profileName, relation })}</p>
        <div className="flex shrink-0 flex-wrap items-center gap-3">
          <Link to="/family" className="text-sm font-semibold text-white underline underline-offset-4">
            {t('family.acting.family')}
          </Link>
          <Button variant="secondary" size="sm" loading={busy} onClick={() => void back()}>
            {t('family.acting.back')}
          </Button>
        </div>
      </div>
    </section>
  );
}
