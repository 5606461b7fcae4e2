import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useLocalized } from '../../../lib/localized';
import { pageMessages } from '../../../locales/pages';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/ui/link';
import { STORAGE_KEY } from '@app/shared/constants';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Checkbox } from '../../../components/ui/inputs';
import { useFillBrand } from '../../../lib/brand';
import { useAppSelector } from '../../../lib/hooks';
import { writeStorage } from '../../../lib/session/browser-storage';
import { BrandLogo } from '../components/brand-logo';
import { ContentSection } from '../components/content-blocks';
import { PageHeader } from '../components/page-header';
import { RichText } from '../components/rich-text';
import { exclusiveCriteria as localizedCriteria, exclusiveDocument as localizedDocument } from '../content';
import { FOCUS_ON_LIGHT } from '../lib/focus';

/** The checklist: Continue works only once every criterion is confirmed. */
function EligibilityChecklist() {
  const { t } = useTranslation(pageMessages);
  const exclusiveCriteria = useLocalized(localizedCriteria);
  const navigate = useNavigate();
  const fill = useFillBrand();
  const id = useId();
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const total = exclusiveCriteria.length;
  const allConfirmed = confirmed.size === total;

  const toggle = (criterionId: string, checked: boolean) =>
    setConfirmed((current) => {
      const next = new Set(current);
      if (checked) next.add(criterionId);
      else next.delete(criterionId);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!allConfirmed) return;
    writeStorage(STORAGE_KEY.isExclusive, 'true');
    void navigate('/questions');
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-5 rounded-card border-2 border-accent-100 bg-white p-5 sm:p-8"
    >
      <fieldset className="flex flex-col gap-4">
        <legend className="mb-2 text-lg font-bold text-ink-900">{t('site.exclusive.checklistLegend')}</legend>
        {exclusiveCriteria.map((criterion) => (
          <Checkbox
            key={criterion.id}
            name={criterion.id}
            label={<span className="text-base text-ink-900">{fill(criterion.label)}</span>}
            checked={confirmed.has(criterion.id)}
            onChange={(event) => toggle(criterion.id, event.target.checked)}
          />
        ))}
      </fieldset>
      <p id={`${id}-progress`} aria-live="polite" className="text-sm font-medium text-ink-700">
        {allConfirmed
          ? t('site.exclusive.allConfirmed')
          : t('site.exclusive.progress', { count: confirmed.size, total })}
      </p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/" className={buttonClasses('secondary')}>
          {t('site.exclusive.cancel')}
        </Link>
        <Button type="submit" disabled={!allConfirmed} aria-describedby={`${id}-progress`}>
          {t('site.exclusive.continue')}
        </Button>
      </div>
    </form>
  );
}

/**
 * /exclusive: what Exclusive is, who it suits, the criteria checklist and how verification works. The site's bar
 * and footer are hidden here, so the page carries a slim header of its own, in the Exclusive purple.
 */
export function ExclusivePage() {
  const { t } = useTranslation(pageMessages);
  const fill = useFillBrand();
  const exclusiveDocument = useLocalized(localizedDocument);
  const signedIn = Boolean(useAppSelector((state) => state.user.accessToken));
  return (
    <div data-theme="exclusive" className={cn('flex min-h-screen flex-col', FOCUS_ON_LIGHT)}>
      <header className="border-b border-ink-500/15 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <BrandLogo alwaysShowName className="max-w-[70vw] text-ink-900" />
          <Link to="/" className="rounded font-semibold text-accent-700 underline-offset-4 hover:underline">
            {t('site.exclusive.backHome')}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <PageHeader
          width="max-w-3xl"
          eyebrow={t('site.exclusive.eyebrow')}
          title={fill(exclusiveDocument.title)}
          lead={exclusiveDocument.intro ? <RichText text={exclusiveDocument.intro} /> : null}
        />
        <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-10 leading-relaxed text-ink-700">
          {signedIn ? (
            // A member checks eligibility against their profile, and buys, in the purchase dialog on /plan.
            <section
              aria-labelledby="exclusive-member"
              className="flex flex-col gap-3 rounded-card border-2 border-accent-500/40 bg-accent-50 p-5 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <h2 id="exclusive-member" className="text-lg font-bold text-ink-900">
                  {t('site.exclusive.memberTitle')}
                </h2>
                <p>{t('site.exclusive.memberBody')}</p>
              </div>
              <Link to="/plan" className={cn(buttonClasses('primary'), 'shrink-0')}>
                {t('site.exclusive.memberAction')}
              </Link>
            </section>
          ) : null}
          {exclusiveDocument.sections.map((section) =>
            section.id === 'criteria' ? (
              <div key={section.id} className="flex flex-col gap-6">
                <ContentSection section={section} headingId={section.id} />
                <EligibilityChecklist />
              </div>
            ) : (
              <ContentSection key={section.id} section={section} headingId={section.id} />
            ),
          )}
          {exclusiveDocument.sections.some((section) => section.id === 'criteria') ? null : <EligibilityChecklist />}
        </div>
      </main>
    </div>
  );
}
