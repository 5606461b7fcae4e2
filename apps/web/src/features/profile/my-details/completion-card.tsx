import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { profileFieldKey } from '../../../lib/profile-field-labels';
import { profileMessages } from '../../../locales/profile';
import { useGetProfilePercentageQuery } from '../api/profile-percentage';

/** Where a missing field is filled in: an edit dialog (with the field), or somewhere else (sign-up, profile steps). */
export type MissingTarget = { kind: 'edit'; onOpen: () => void } | { kind: 'signUp' } | { kind: 'steps' } | null;

type CompletionCardProps = {
  /** Says where each missing field (as the server names it) can be filled in. */
  targetOf: (section: string, field: string) => MissingTarget;
};

/**
 * How complete the profile is, as the server counts it, with a meter, and each missing field as a button that opens
 * the dialog where it is filled in. Fetched again after every save (the save invalidates it).
 */
export function CompletionCard({ targetOf }: CompletionCardProps) {
  const { t } = useTranslation(profileMessages);
  const headingId = useId();
  const { data, isLoading, isError } = useGetProfilePercentageQuery();
  // Each field in the language shown, as its editor names it; one this page does not know keeps the server's words.
  const labelOf = (item: { field: string; label: string }) => {
    const key = profileFieldKey(item.field);
    return key ? t(`profile.fields.${key}`) : item.label;
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-sm sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
        {t('profile.completion.title')}
      </h2>
      {isLoading ? (
        <Skeleton className="h-16" />
      ) : isError || !data ? (
        <p className="text-ink-700">{t('profile.completion.loadFailed')}</p>
      ) : (
        <>
          <div className="flex items-center gap-3">
            <div
              role="meter"
              aria-label={t('profile.completion.meterLabel')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={data.percentage}
              aria-valuetext={t('profile.completion.valueText', { percentage: data.percentage })}
              className="h-3 flex-1 overflow-hidden rounded-full bg-ink-500/15"
            >
              <div className="h-full rounded-full bg-accent-600" style={{ width: `${data.percentage}%` }} />
            </div>
            <span aria-hidden="true" className="text-lg font-bold text-ink-900">
              {data.percentage}%
            </span>
          </div>
          <p className="text-ink-700">{t('profile.completion.summary', { percentage: data.percentage })}</p>
          {data.missing.length ? (
            <>
              <p className="text-sm text-ink-700">{t('profile.completion.missingIntro')}</p>
              <ul className="flex flex-wrap gap-2">
                {data.missing.map((item) => {
                  const target = targetOf(item.section, item.field);
                  const label = labelOf(item);
                  return (
                    <li key={`${item.section}.${item.field}`}>
                      {target?.kind === 'edit' ? (
                        <Button variant="secondary" size="sm" onClick={target.onOpen}>
                          {label}
                        </Button>
                      ) : (
                        <span className="inline-block rounded-full bg-ink-500/10 px-3 py-1.5 text-sm text-ink-700">
                          {target?.kind === 'signUp'
                            ? t('profile.completion.fromSignUp', { label })
                            : target?.kind === 'steps'
                              ? t('profile.completion.fromSteps', { label })
                              : label}
                        </span>
                      )}
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className="font-medium text-accent-700">{t('profile.completion.complete')}</p>
          )}
        </>
      )}
    </section>
  );
}
