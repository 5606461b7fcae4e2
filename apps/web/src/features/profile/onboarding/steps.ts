import { ONBOARDING_STEPS, type CompletionFlag } from '@app/shared/routes';

/**
 * The five onboarding steps in order, from the shared route table: path and completion flag, plus the
 * key that names the step's text and draft. `@app/shared/routes` rather than `PROFILE_STEPS` from
 * `@app/shared/profile`, so the photo step and the last page do not download the profile schemas (a test checks
 * that both lists agree).
 */
const KEYS = ['personal', 'qualification', 'location', 'photos', 'other'] as const;
export type StepKey = (typeof KEYS)[number];

export type OnboardingStep = { key: StepKey; number: number; path: string; flag: CompletionFlag };

export const STEPS: readonly OnboardingStep[] = ONBOARDING_STEPS.map((step, index) => ({
  key: KEYS[index] ?? 'other',
  number: index + 1,
  path: step.path,
  flag: step.flag,
}));

export const PROFILE_CREATED_PATH = '/success';

export function stepByKey(key: StepKey): OnboardingStep {
  const step = STEPS.find((candidate) => candidate.key === key);
  if (!step) throw new Error(`Unknown onboarding step ${key}`);
  return step;
}

/** The step before this one, for the Back link (none for the first). */
export function previousStep(key: StepKey): OnboardingStep | undefined {
  return STEPS[stepByKey(key).number - 2];
}

/**
 * Where to go after saving a step: the first step still unfilled, in order, or the "profile created" page when
 * none is left. The step just saved counts as filled whatever the flags say, so a save can never lead back to
 * the same page.
 */
export function nextStepPath(flags: Partial<Record<CompletionFlag, boolean>>, saved: StepKey): string {
  const done = { ...flags, [stepByKey(saved).flag]: true };
  return STEPS.find((step) => !done[step.flag])?.path ?? PROFILE_CREATED_PATH;
}

/** Router state that asks the next step's page to move focus to its heading (a new page for screen readers). */
export const FOCUS_HEADING_STATE = { focusHeading: true } as const;
