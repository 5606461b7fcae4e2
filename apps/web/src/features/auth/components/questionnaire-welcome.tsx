import { useTranslation } from '../../../lib/i18n';
import { authMessages } from '../../../locales/auth';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-error';

type QuestionnaireWelcomeProps = { needAnswers: boolean; onBack: () => void; onStart: () => void };

/** The welcome before the first question. */
export function QuestionnaireWelcome({ needAnswers, onBack, onStart }: QuestionnaireWelcomeProps) {
  const { t } = useTranslation(authMessages);
  return (
    <div className="flex flex-col gap-5">
      {needAnswers ? <FormAlert tone="info">{t('auth.questionnaire.welcome.needAnswers')}</FormAlert> : null}
      <p className="text-sm text-ink-500">{t('auth.questionnaire.welcome.privacy')}</p>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t('common.back')}
        </Button>
        <Button onClick={onStart}>{t('auth.questionnaire.welcome.start')}</Button>
      </div>
    </div>
  );
}
