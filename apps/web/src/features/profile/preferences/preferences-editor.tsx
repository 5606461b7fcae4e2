import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control, type Resolver } from 'react-hook-form';
import {
  PartnerPreferencesSchema,
  PREFERENCE_AGE_LIMITS,
  PREFERENCE_FIELDS,
  mustHaveHasChoice,
  type MustHaveKey,
  type PartnerPreferences,
} from '@app/shared/profile';
import { MAX_GUNAS, MIN_GUNAS_RANGE } from '@app/shared/horoscope';
import { Button } from '../../../components/ui/button';
import { ChoiceList, ConditionalCheckbox, Radios, SelectField } from '../../../components/ui/choices';
import type { Option } from '../../../components/ui/inputs';
import { useHeightFormat } from '../../../lib/height';
import { useTranslation } from '../../../lib/i18n';
import { profileMessages } from '../../../locales/profile';
import { useUpdatePreferencesMutation } from '../api/preferences';
import { errorOf, useSaveDialog } from '../../../lib/forms/server-errors';
import { usePreferenceOptions, type ListKey } from './preference-text';

type Values = {
  genderSought: string[];
  ageMin: string;
  ageMax: string;
  heightMinCm: string;
  heightMaxCm: string;
  maritalStatuses: string[];
  religions: string[];
  communities: string[];
  motherTongues: string[];
  countries: string[];
  educationLevel: string;
  diets: string[];
  smoking: string[];
  drinking: string[];
  horoscopeImportance: string;
  casteImportance: string;
  livingInAustralia: string;
  weddingGoals: string;
  interests: string[];
  minGunas: string;
  mustHave: string[];
};

const FIELDS: ReadonlyArray<keyof Values> = PREFERENCE_FIELDS;

function toValues(preferences: PartnerPreferences): Values {
  const text = (value: number | string | null) => (value === null ? '' : String(value));
  return {
    genderSought: [...preferences.genderSought],
    ageMin: String(preferences.ageMin),
    ageMax: String(preferences.ageMax),
    heightMinCm: text(preferences.heightMinCm),
    heightMaxCm: text(preferences.heightMaxCm),
    maritalStatuses: [...preferences.maritalStatuses],
    religions: [...preferences.religions],
    communities: [...preferences.communities],
    motherTongues: [...preferences.motherTongues],
    countries: [...preferences.countries],
    educationLevel: text(preferences.educationLevel),
    diets: [...preferences.diets],
    smoking: [...preferences.smoking],
    drinking: [...preferences.drinking],
    horoscopeImportance: preferences.horoscopeImportance,
    casteImportance: preferences.casteImportance,
    livingInAustralia: preferences.livingInAustralia,
    weddingGoals: preferences.weddingGoals,
    interests: [...preferences.interests],
    // A server from before horoscope matching sends no `minGunas`.
    minGunas: text(preferences.minGunas ?? null),
    mustHave: [...preferences.mustHave],
  };
}

/** The values as the shared schema reads them; a must-have without a choice is dropped (the schema drops it too). */
function prepare(values: Values) {
  const prepared = {
    ...values,
    heightMinCm: values.heightMinCm || null,
    heightMaxCm: values.heightMaxCm || null,
    educationLevel: values.educationLevel || null,
    minGunas: values.minGunas || null,
  };
  return { ...prepared, mustHave: values.mustHave.filter((key) => mustHaveHasChoice(prepared, key as MustHaveKey)) };
}

/** Horoscope match: at least N of 36 (issue 31). */
const GUNA_VALUES = Array.from({ length: MIN_GUNAS_RANGE.max - MIN_GUNAS_RANGE.min + 1 }, (_, index) =>
  String(MIN_GUNAS_RANGE.min + index),
);

const ages = Array.from({ length: PREFERENCE_AGE_LIMITS.max - PREFERENCE_AGE_LIMITS.min + 1 }, (_, index) => {
  const age = String(PREFERENCE_AGE_LIMITS.min + index);
  return { value: age, label: age };
});

type EditorProps = {
  preferences: PartnerPreferences;
  /** Countries by ISO code, with their names (from the server's country list). */
  countries: readonly Option[];
  onDone: () => void;
};

/**
 * The partner preference editor: every preference in plain words, lists as checkbox groups (long ones scroll in
 * their own box), age and height ranges, and a must-have box for each preference that may be one. The whole set is
 * validated by the shared schema and sent with PATCH preferences/.
 */
export function PreferencesEditor({ preferences, countries, onDone }: EditorProps) {
  const { t } = useTranslation(profileMessages);
  const options = usePreferenceOptions();
  const heights = useHeightFormat().options;
  const [updatePreferences] = useUpdatePreferencesMutation();

  const resolver = useMemo(() => {
    const inner = zodResolver(PartnerPreferencesSchema as never) as unknown as Resolver<
      Values,
      unknown,
      PartnerPreferences
    >;
    const wrapped: Resolver<Values, unknown, PartnerPreferences> = (values, context, resolverOptions) =>
      inner(prepare(values) as unknown as Values, context, resolverOptions);
    return wrapped;
  }, []);
  const defaultValues = useMemo(() => toValues(preferences), [preferences]);
  const form = useForm<Values, unknown, PartnerPreferences>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    defaultValues,
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof Values) => errorOf(errors as never, name);

  const { formRef, problem, submit } = useSaveDialog({
    form,
    known: new Set<string>(FIELDS),
    save: (output) => updatePreferences(output).unwrap(),
    messages: {
      saved: t('profile.preferences.dialog.saved'),
      failed: t('profile.preferences.dialog.failed'),
      checkFields: t('profile.preferences.dialog.checkFields'),
    },
    onDone,
  });

  const label = (key: string) => t(`profile.preferences.labels.${key}` as 'profile.preferences.labels.age');
  const mustHave = (key: MustHaveKey) => <MustHaveBox control={form.control} name={key} />;
  const list = (key: ListKey, scroll = false) => (
    <Block>
      <PreferenceList
        control={form.control}
        name={key}
        legend={label(key)}
        options={options.lists[key]}
        error={error(key)}
        scroll={scroll}
      />
      {key !== 'interests' ? mustHave(key) : null}
    </Block>
  );

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <p className="rounded-lg bg-accent-50 px-4 py-3 text-sm text-ink-700">
        {t('profile.preferences.dialog.alwaysNote')}
      </p>
      {problem ? (
        <p role="alert" className="rounded-lg border border-danger-600/40 bg-red-50 px-4 py-3 text-sm text-danger-600">
          {problem}
        </p>
      ) : null}

      <Block>
        <PreferenceList
          control={form.control}
          name="genderSought"
          legend={label('genderSought')}
          options={options.genderSought}
          error={error('genderSought')}
        />
        <AlwaysMustHave />
      </Block>

      <Block>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">{label('age')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <PlainSelect
              control={form.control}
              name="ageMin"
              label={t('profile.preferences.dialog.ageMin')}
              options={ages}
              error={error('ageMin')}
            />
            <PlainSelect
              control={form.control}
              name="ageMax"
              label={t('profile.preferences.dialog.ageMax')}
              options={ages}
              error={error('ageMax')}
            />
          </div>
        </fieldset>
        <AlwaysMustHave />
      </Block>

      <Block>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink-900">{label('heightRange')}</legend>
          <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2">
            <PlainSelect
              control={form.control}
              name="heightMinCm"
              label={t('profile.preferences.dialog.heightMin')}
              options={heights}
              blank={t('profile.preferences.dialog.any')}
              error={error('heightMinCm')}
            />
            <PlainSelect
              control={form.control}
              name="heightMaxCm"
              label={t('profile.preferences.dialog.heightMax')}
              options={heights}
              blank={t('profile.preferences.dialog.any')}
              error={error('heightMaxCm')}
            />
          </div>
        </fieldset>
        {mustHave('heightRange')}
      </Block>

      {list('maritalStatuses')}
      {list('religions')}
      {list('communities', true)}
      {list('motherTongues', true)}

      <Block>
        <PreferenceList
          control={form.control}
          name="countries"
          legend={label('countries')}
          options={countries}
          error={error('countries')}
          scroll
          initial={preferences.countries}
        />
        {mustHave('countries')}
      </Block>

      <Block>
        <PlainSelect
          control={form.control}
          name="educationLevel"
          label={label('educationLevel')}
          options={options.educationLevel}
          blank={t('profile.preferences.dialog.any')}
          error={error('educationLevel')}
        />
        {mustHave('educationLevel')}
      </Block>

      {list('diets')}
      {list('smoking')}
      {list('drinking')}

      <Block>
        <PreferenceRadios
          control={form.control}
          name="livingInAustralia"
          legend={label('livingInAustralia')}
          options={options.livingInAustralia}
          error={error('livingInAustralia')}
        />
        {mustHave('livingInAustralia')}
      </Block>
      <Block>
        <PreferenceRadios
          control={form.control}
          name="horoscopeImportance"
          legend={label('horoscopeImportance')}
          options={options.importance}
          error={error('horoscopeImportance')}
        />
      </Block>
      <Block>
        <PlainSelect
          control={form.control}
          name="minGunas"
          label={label('minGunas')}
          options={GUNA_VALUES.map((count) => ({
            value: count,
            label: t('profile.preferences.minGunas', { count, max: MAX_GUNAS }),
          }))}
          blank={t('profile.preferences.dialog.any')}
          error={error('minGunas')}
        />
        <p className="text-sm text-ink-500">{t('profile.preferences.dialog.minGunasHint')}</p>
        {mustHave('minGunas')}
      </Block>
      <Block>
        <PreferenceRadios
          control={form.control}
          name="casteImportance"
          legend={label('casteImportance')}
          options={options.importance}
          error={error('casteImportance')}
        />
      </Block>
      <Block>
        <PreferenceRadios
          control={form.control}
          name="weddingGoals"
          legend={label('weddingGoals')}
          options={options.weddingGoals}
          error={error('weddingGoals')}
        />
      </Block>
      {list('interests')}

      <div className="sticky bottom-0 -mx-6 flex flex-wrap justify-end gap-2 border-t border-ink-500/15 bg-white px-6 py-3">
        <Button variant="secondary" onClick={onDone}>
          {t('profile.common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {t('profile.common.save')}
        </Button>
      </div>
    </form>
  );
}

function Block({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2 border-b border-ink-500/15 pb-5">{children}</div>;
}

function AlwaysMustHave() {
  const { t } = useTranslation(profileMessages);
  return <p className="text-sm font-medium text-accent-700">{t('profile.preferences.alwaysMustHave')}</p>;
}

type ControlProps = { control: Control<Values, unknown, PartnerPreferences> };

/** The must-have box of one preference, ticked into the form's `mustHave` list while that preference has a choice. */
function MustHaveBox({ control, name }: ControlProps & { name: MustHaveKey }) {
  const { t } = useTranslation(profileMessages);
  // Only the preference it belongs to re-renders the box (the editor is long; typing must stay quick on a phone).
  const [heightMinCm, heightMaxCm, value] = useWatch({
    control,
    name: ['heightMinCm', 'heightMaxCm', name === 'heightRange' ? 'heightMinCm' : name],
  });
  const available = mustHaveHasChoice({ heightMinCm, heightMaxCm, [name]: value }, name);
  return (
    <Controller
      control={control}
      name="mustHave"
      render={({ field }) => {
        const chosen = field.value;
        return (
          <ConditionalCheckbox
            name={`mustHave.${name}`}
            label={t('profile.preferences.dialog.mustHaveLabel')}
            checked={chosen.includes(name)}
            onChange={(checked) =>
              field.onChange(checked ? [...chosen, name] : chosen.filter((key: string) => key !== name))
            }
            unavailable={available ? undefined : t('profile.preferences.dialog.mustHaveHint')}
          />
        );
      }}
    />
  );
}

type ListName = ListKey | 'genderSought' | 'countries';

/** A preference list as checkboxes; `countries` (every country) with a search box. */
function PreferenceList({
  control,
  name,
  legend,
  options,
  error,
  scroll = false,
  initial,
}: ControlProps & {
  name: ListName;
  legend: string;
  options: readonly Option[];
  error: string | undefined;
  scroll?: boolean;
  /** For the searchable list: the choices shown before any search. */
  initial?: readonly string[];
}) {
  const { t } = useTranslation(profileMessages);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = field.value as string[];
        return (
          <ChoiceList
            legend={legend}
            name={name}
            options={options}
            value={chosen}
            onChange={field.onChange}
            error={error}
            scroll={scroll}
            hint={
              initial
                ? t('profile.preferences.dialog.countriesChosen', { count: chosen.length })
                : t('profile.preferences.dialog.anyHint')
            }
            search={
              initial
                ? {
                    label: t('profile.preferences.dialog.countryFilter'),
                    noMatch: (text) => t('profile.preferences.dialog.noCountryMatch', { text }),
                    initial,
                  }
                : undefined
            }
          />
        );
      }}
    />
  );
}

function PlainSelect({
  control,
  name,
  label,
  options,
  blank,
  error,
}: ControlProps & {
  name: 'ageMin' | 'ageMax' | 'heightMinCm' | 'heightMaxCm' | 'educationLevel' | 'minGunas';
  label: string;
  options: readonly Option[];
  blank?: string;
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          label={label}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          blank={blank}
          error={error}
        />
      )}
    />
  );
}

function PreferenceRadios({
  control,
  name,
  legend,
  options,
  error,
}: ControlProps & {
  name: 'horoscopeImportance' | 'casteImportance' | 'livingInAustralia' | 'weddingGoals';
  legend: string;
  options: readonly Option[];
  error: string | undefined;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Radios
          legend={legend}
          name={name}
          options={options}
          value={field.value}
          onChange={field.onChange}
          error={error}
        />
      )}
    />
  );
}
