import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useTranslation } from '../../../lib/i18n';
import { callsMessages } from '../../../locales/calls';
import type { CallsState } from '../state/calls-slice';

type MediaHelpDialogProps = { problem: CallsState['mediaProblem']; onClose: () => void };

/**
 * Why the camera or microphone did not start, and what to do: for a refusal, how to allow them in the browser.
 * The call has ended by then (a call is never left waiting on a camera that will not come).
 */
export function MediaHelpDialog({ problem, onClose }: MediaHelpDialogProps) {
  const { t } = useTranslation(callsMessages);
  const voice = problem?.kind === 'voice';
  return (
    <Dialog open={problem !== null} onClose={onClose} title={t(voice ? 'calls.media.titleVoice' : 'calls.media.title')}>
      {problem ? (
        <div className="flex flex-col gap-4 text-ink-900">
          {problem.problem === 'denied' ? (
            <>
              <p>{t(voice ? 'calls.media.deniedVoice' : 'calls.media.denied')}</p>
              <div>
                <p className="font-semibold">{t('calls.media.howTo')}</p>
                <ol className="mt-2 list-decimal space-y-1 pl-6 text-ink-700">
                  <li>{t('calls.media.step1')}</li>
                  <li>{t(voice ? 'calls.media.step2Voice' : 'calls.media.step2')}</li>
                  <li>{t('calls.media.step3')}</li>
                </ol>
              </div>
              <p className="text-sm text-ink-700">{t('calls.media.phone')}</p>
            </>
          ) : problem.problem === 'missing' ? (
            <p>{t(voice ? 'calls.media.missingVoice' : 'calls.media.missing')}</p>
          ) : (
            <p>{t(`calls.media.${problem.problem}`)}</p>
          )}
          <div className="flex justify-end">
            <Button onClick={onClose}>{t('calls.media.ok')}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
