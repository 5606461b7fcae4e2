import { useMemo } from 'react';
import type { MyDetails } from '@app/shared/profile';
import { useHeightFormat } from '../../../lib/height';
import { useTranslation } from '../../../lib/i18n';
import { useOptionLabel } from '../../../lib/option-labels';
import { profileMessages } from '../../../locales/profile';
import { useUpdateContactMutation } from '../api/contact';
import { useUpdateDateOfBirthMutation } from '../api/date-of-birth';
import { useUpdateSectionMutation } from '../api/update-sections';
import { useProfileFacts } from '../view/profile-facts';
import { SECTION_DESCRIPTORS, type EditTarget, type SectionContext, type SectionWriters } from './section-descriptors';
import { SectionForm } from './section-form';
import { usePlaces } from './use-places';

export type { EditTarget } from './section-descriptors';

const ALIASES = {
  about: 'aboutYourSelf',
  smokingHabit: 'smokingHabbit',
  drinkingHabit: 'drinkingHabbit',
  residencyVisaStatus: 'austrailanVisaStatus',
  australianVisaStatus: 'austrailanVisaStatus',
  workingStatus: 'currentWorkingStatus',
  heightCm: 'height',
  weightKg: 'weight',
} as const;

/** A field named by the completion check, as the edit form calls it. */
export function formFieldName(field: string): string {
  return (ALIASES as Record<string, string>)[field] ?? field;
}

type EditorProps = {
  target: EditTarget;
  details: MyDetails;
  focusField?: string | undefined;
  onDone: () => void;
  /** Opens another editor in place of this one (the religious background's "Correct date of birth"). */
  onOpen?: (target: EditTarget) => void;
};

/**
 * The edit form of one My Details section, prefilled from myDetails, saved through that section's endpoint: the
 * section's descriptor (section-descriptors.tsx) says its fields, schema, values and request.
 */
export function SectionEditor({ target, details, focusField, onDone, onOpen }: EditorProps) {
  const { t } = useTranslation(profileMessages);
  const facts = useProfileFacts();
  const option = useOptionLabel();
  const heights = useHeightFormat().options;
  const [updateSection] = useUpdateSectionMutation();
  const [updateContact] = useUpdateContactMutation();
  const [updateDateOfBirth] = useUpdateDateOfBirthMutation();
  const places = usePlaces(target === 'location_background', String(details.location_background.countryCode ?? ''));
  const descriptor = SECTION_DESCRIPTORS[target];
  const defaults = useMemo(() => descriptor.read(details), [descriptor, details]);

  const context: SectionContext = {
    details,
    defaults,
    t,
    option,
    heights,
    label: (key) => t(`profile.fields.${key}` as 'profile.fields.name'),
    places,
    formatDate: facts.date,
    onOpen,
  };
  const writers: SectionWriters = {
    updateSection: (update) => updateSection(update).unwrap(),
    updateContact: (userId, body) => updateContact({ userId, body }).unwrap(),
    updateDateOfBirth: (body) => updateDateOfBirth(body).unwrap(),
  };
  const { onValues } = descriptor;

  return (
    <SectionForm
      focusField={focusField && formFieldName(focusField)}
      onDone={onDone}
      aliases={ALIASES}
      savedMessage={
        descriptor.savedMessage?.(t) ?? t('profile.edit.saved', { name: t(`profile.sectionNames.${target}`) })
      }
      schema={descriptor.schema}
      defaults={defaults}
      intro={descriptor.intro?.(context)}
      onValues={onValues && ((values) => onValues(values, context))}
      onSave={(body) => descriptor.save(body, writers, details)}
      fields={(values) => descriptor.fields(values, context)}
    />
  );
}
