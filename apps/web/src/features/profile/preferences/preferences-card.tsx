import { useId, useState, type ReactNode } from 'react';
import { MAX_GUNAS } from '@app/shared/horoscope';
import type { MustHaveKey, PartnerPreferences } from '@app/shared/profile';
import { Button } from '../../../components/ui/button';
import { useProfileAccess } from '../../../lib/session/profile-access';
import { Dialog } from '../../../components/ui/dialog';
import type { Option } from '../../../components/ui/inputs';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { profileMessages } from '../../../locales/profile';
import { useGetPreferencesQuery } from '../api/preferences';
import { useOptionLabel } from '../../../lib/option-labels';
import { useCountryOptions } from '../my-details/use-places';
import { PreferencesEditor } from './preferences-editor';
import { labelsOf, useHeightRangeText, usePreferenceOptions, type ListKey } from './preference-text';

/** The member's partner preferences in plain words, each must-have marked, with the editor in a dialog. */
export function PreferencesCard() {
  const { t } = useTranslation(profileMessages);
  const headingId = useId();
  const { data, isLoading, isError, refetch } = useGetPreferencesQuery();
  const [editing, setEditing] = useState(false);
  const { canEdit } = useProfileAccess();
  // Country names are fetched when there are countries to name, or a list to choose from.
  const countryOptions = useCountryOptions(!editing && !data?.countries.length);
  const options = usePreferenceOptions();
  const option = useOptionLabel();
  const heightText = useHeightRangeText();

  const body = (() => {
    if (isLoading) return <Skeleton className="h-40" />;
    if (isError || !data) {
      return (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-ink-700">{t('profile.preferences.loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void refetch()}>
            {t('profile.common.retry')}
          </Button>
        </div>
      );
    }
    const preferences: PartnerPreferences = data;
    const none = t('profile.preferences.noPreference');
    const must = (key: MustHaveKey) => preferences.mustHave.includes(key);
    const listText = (list: readonly Option[], values: readonly string[]) =>
      values.length ? labelsOf(list, values).join(', ') : none;
    const one = (list: readonly Option[], value: string | null) => (value ? labelsOf(list, [value])[0] : none);
    const listRow = (key: ListKey, mustHave = true): Row => ({
      key,
      value: listText(options.lists[key], preferences[key]),
      badge: mustHave && must(key as MustHaveKey) ? 'must' : undefined,
    });
    const rows: Row[] = [
      { key: 'genderSought', value: listText(options.genderSought, preferences.genderSought), badge: 'always' },
      {
        key: 'age',
        value: t('profile.preferences.ageRange', { min: preferences.ageMin, max: preferences.ageMax }),
        badge: 'always',
      },
      { key: 'heightRange', value: heightText(preferences) ?? none, badge: must('heightRange') ? 'must' : undefined },
      listRow('maritalStatuses'),
      listRow('religions'),
      listRow('communities'),
      listRow('motherTongues'),
      {
        key: 'countries',
        value: listText(countryOptions, preferences.countries),
        badge: must('countries') ? 'must' : undefined,
      },
      {
        key: 'educationLevel',
        value: one(options.educationLevel, preferences.educationLevel),
        badge: must('educationLevel') ? 'must' : undefined,
      },
      listRow('diets'),
      listRow('smoking'),
      listRow('drinking'),
      {
        key: 'livingInAustralia',
        value: one(options.livingInAustralia, preferences.livingInAustralia),
        badge: must('livingInAustralia') ? 'must' : undefined,
      },
      { key: 'horoscopeImportance', value: one(options.importance, preferences.horoscopeImportance) },
      {
        key: 'minGunas',
        // A server from before horoscope matching sends no `minGunas`.
        value:
          preferences.minGunas == null
            ? none
            : t('profile.preferences.minGunas', { count: preferences.minGunas, max: MAX_GUNAS }),
        badge: must('minGunas') ? 'must' : undefined,
      },
      { key: 'casteImportance', value: one(options.importance, preferences.casteImportance) },
      { key: 'weddingGoals', value: one(options.weddingGoals, preferences.weddingGoals) },
      listRow('interests', false),
    ];
    return (
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map((row) => (
          <div key={row.key} className="min-w-0">
            <dt className="text-sm text-ink-500">
              {t(`profile.preferences.labels.${row.key}` as 'profile.preferences.labels.age')}
            </dt>
            <dd className="flex flex-wrap items-center gap-2 break-words font-medium text-ink-900">
              <span className="min-w-0">{row.value}</span>
              {row.badge ? (
                <Badge>
                  {row.badge === 'always' ? t('profile.preferences.alwaysMustHave') : t('profile.preferences.mustHave')}
                </Badge>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    );
  })();

  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink-900 sm:text-xl">
          {t('profile.preferences.title')}
        </h2>
        {data && canEdit ? (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('profile.preferences.edit')}
            onClick={() => setEditing(true)}
          >
            {t('profile.common.edit')}
          </Button>
        ) : null}
      </div>
      <p className="text-sm text-ink-700">{t('profile.preferences.intro')}</p>
      {body}
      <Dialog open={editing} onClose={() => setEditing(false)} title={t('profile.preferences.dialog.title')}>
        {data ? (
          <PreferencesEditor
            preferences={data}
            countries={
              countryOptions.length
                ? countryOptions
                : data.countries.map((code) => ({ value: code, label: option('country', code) }))
            }
            onDone={() => setEditing(false)}
          />
        ) : null}
      </Dialog>
    </section>
  );
}

type Row = { key: string; value: ReactNode; badge?: 'must' | 'always' | undefined };

function Badge({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full bg-gold-400/25 px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-ink-900">
      {children}
    </span>
  );
}
