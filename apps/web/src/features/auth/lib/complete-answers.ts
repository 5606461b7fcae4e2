import { AnswersSchema, type Answers } from '@app/shared/questionnaire';
import { readDraftAnswers } from './signup-storage';

/** Every question answered and valid, parsed by the shared schema (ages as numbers), or null. */
export function readCompleteAnswers(): Answers | null {
  const parsed = AnswersSchema.safeParse(readDraftAnswers());
  return parsed.success ? (parsed.data as unknown as Answers) : null;
}
