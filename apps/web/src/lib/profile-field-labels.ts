import english from '../locales/en/profile.json';

/** A field's label in the catalogue (`profile.fields.<key>`, `locales/profile.ts`): the name its editor gives it. */
export type ProfileFieldKey = keyof typeof english.profile.fields;

/**
 * The server's field names the editors (and so the catalogue) name otherwise: the completion card's missing fields
 * (as My Details calls them) and the profile's columns a helper's change lists (the family's "Changes to your profile").
 */
const EDITOR_FIELD: Partial<Record<string, ProfileFieldKey>> = {
  about: 'aboutYourSelf',
  residencyVisaStatus: 'austrailanVisaStatus',
  australianVisaStatus: 'austrailanVisaStatus',
  workingStatus: 'currentWorkingStatus',
  smokingHabit: 'smokingHabbit',
  drinkingHabit: 'drinkingHabbit',
  citizenship: 'citizenShip',
  heightCm: 'height',
  weightKg: 'weight',
};

/**
 * The catalogue's key for a field's label (`t(\`profile.fields.${key}\`)`, as its editor names it), or null for a
 * field the web does not know, which keeps the server's words.
 */
export function profileFieldKey(field: string): ProfileFieldKey | null {
  const key = EDITOR_FIELD[field] ?? field;
  return Object.hasOwn(english.profile.fields, key) ? (key as ProfileFieldKey) : null;
}
