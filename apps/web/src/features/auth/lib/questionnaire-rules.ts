import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { pageSchema } from '@app/shared/questionnaire';
import type { DraftAnswers } from './signup-storage';

/**
 * One questionnaire page's rules: the shared `pageSchema` of the questions it shows. Downloaded on demand with zod
 * (components/questionnaire-step.tsx), not with the page.
 */
export function pageResolver(questionIds: readonly number[]): Resolver<DraftAnswers, unknown, DraftAnswers> {
  return zodResolver(pageSchema(questionIds));
}
