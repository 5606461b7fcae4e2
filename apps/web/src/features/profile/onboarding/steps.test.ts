import { describe, expect, it } from 'vitest';
import { PROFILE_STEPS } from '@app/shared/profile';
import { nextStepPath, previousStep, STEPS } from './steps';

describe('onboarding steps', () => {
  it('are the shared PROFILE_STEPS, in the same order, with the same paths and flags', () => {
    expect(STEPS.map(({ key, path, flag }) => ({ key, path, flag }))).toEqual(
      PROFILE_STEPS.map(({ key, path, flag }) => ({ key, path, flag })),
    );
  });

  it('after a save, lead to the first step still unfilled, counting the saved one as filled, then to /success', () => {
    expect(nextStepPath({}, 'personal')).toBe('/qualification-details');
    expect(nextStepPath({ isPersonalFormFilled: true }, 'location')).toBe('/qualification-details');
    expect(
      nextStepPath(
        { isPersonalFormFilled: true, isQualificationFormFilled: true, isLocationFormFilled: true },
        'personal',
      ),
    ).toBe('/photoupload');
    expect(
      nextStepPath(
        {
          isPersonalFormFilled: true,
          isQualificationFormFilled: true,
          isLocationFormFilled: true,
          isImageFormFilled: true,
        },
        'other',
      ),
    ).toBe('/success');
  });

  it('go back one step at a time, and not before the first', () => {
    expect(previousStep('personal')).toBeUndefined();
    expect(previousStep('photos')?.path).toBe('/location-details');
  });
});
