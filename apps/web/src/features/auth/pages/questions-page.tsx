import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { useLocation, useNavigate } from 'react-router';
import { isPageAnswered, QUESTIONNAIRE_PAGES } from '@app/shared/questionnaire/questions';
import { trackFunnelStep } from '../../../lib/analytics';
import { AuthShell } from '../components/auth-shell';
import { QuestionnaireStep } from '../components/questionnaire-step';
import { QuestionnaireWelcome } from '../components/questionnaire-welcome';
import {
  readDraftAnswers,
  readQuestionnaireStep,
  writeDraftAnswers,
  writeQuestionnaireStep,
  type DraftAnswers,
} from '../lib/signup-storage';

const TOTAL = QUESTIONNAIRE_PAGES.length;

/** Where to go after the last page: /register, or back to /create-password when the answers were lost there. */
type QuestionnaireState = { returnTo?: string; needAnswers?: boolean } | null;

/** Resume where the member left off, but never past the first page that still needs an answer. */
function initialStep(draft: DraftAnswers, needAnswers: boolean): number {
  if (needAnswers) return 0;
  const firstIncomplete = QUESTIONNAIRE_PAGES.findIndex((ids) => !isPageAnswered(ids, draft));
  const stored = Math.min(readQuestionnaireStep(), TOTAL);
  return firstIncomplete === -1 ? stored : Math.min(stored, firstIncomplete + 1);
}

/** /questions: a welcome, then the eleven pages of the sign-up questionnaire, one data-driven step at a time. */
export function QuestionnairePage() {
  const { t } = useTranslation(authMessages);
  const navigate = useNavigate();
  const state = useLocation().state as QuestionnaireState;
  const needAnswers = state?.needAnswers === true;
  const returnTo = state?.returnTo === '/create-password' ? '/create-password' : '/register';
  const [draft, setDraft] = useState(readDraftAnswers);
  const [step, setStep] = useState(() => initialStep(draft, needAnswers));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // After a move (not on arrival), focus the heading so screen readers start at the new question.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    writeQuestionnaireStep(next);
    setStep(next);
    window.scrollTo(0, 0);
  };

  const handleDraftChange = useCallback((values: DraftAnswers) => {
    const merged = { ...readDraftAnswers(), ...values };
    writeDraftAnswers(merged);
    setDraft(merged);
  }, []);

  if (step === 0) {
    return (
      <AuthShell
        headingRef={headingRef}
        title={t('auth.questionnaire.welcome.title')}
        intro={t('auth.questionnaire.welcome.body')}
      >
        <QuestionnaireWelcome
          needAnswers={needAnswers}
          onBack={() => void navigate('/')}
          onStart={() => {
            trackFunnelStep('questionnaire_started');
            goTo(1);
          }}
        />
      </AuthShell>
    );
  }

  const questionIds = QUESTIONNAIRE_PAGES[step - 1] ?? [];
  const isLast = step === TOTAL;
  return (
    <AuthShell
      width="wide"
      headingRef={headingRef}
      title={
        <>
          {t('auth.questionnaire.heading')}
          <span className="sr-only">
            {' — '}
            {t('auth.questionnaire.position', { current: step, total: TOTAL })}
          </span>
        </>
      }
    >
      <QuestionnaireStep
        key={step}
        questionIds={questionIds}
        current={step}
        total={TOTAL}
        draft={draft}
        onDraftChange={handleDraftChange}
        onBack={() => goTo(step - 1)}
        continueLabel={isLast ? t('auth.questionnaire.finish') : t('common.continue')}
        onContinue={() => {
          if (!isLast) {
            goTo(step + 1);
            return;
          }
          trackFunnelStep('questionnaire_completed');
          void navigate(returnTo);
        }}
      />
    </AuthShell>
  );
}
