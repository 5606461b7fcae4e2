import { useEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { callsMessages } from '../../../locales/calls';
import { callControllerFor, type CallStore } from '../lib/call-controller';
import { callsActions, selectCalls } from '../state/calls-slice';
import { CallScreen } from './call-screen';
import { IncomingCallDialog } from './incoming-call-dialog';
import { MediaHelpDialog } from './media-help-dialog';

/**
 * The calls' layer over every member page (mounted beside each, lazily): the incoming-call dialog, the call screen,
 * the camera/microphone help, and the toasts that say how a call ended.
 */
export function CallLayer() {
  const { t } = useTranslation(callsMessages);
  const store = useStore() as unknown as CallStore;
  const controller = callControllerFor(store);
  const dispatch = useAppDispatch();
  const { incoming, active, mediaProblem, notices } = useAppSelector(selectCalls);

  // Each notice once, even when the layer mounts again (another member page) or effects run twice.
  const shown = useRef(new Set<number>());
  useEffect(() => {
    for (const notice of notices) {
      if (!shown.current.has(notice.id)) {
        shown.current.add(notice.id);
        toast[notice.tone](notice.text ?? (notice.key ? t(`calls.notices.${notice.key}`, notice.values) : ''));
      }
      dispatch(callsActions.noticeShown(notice.id));
    }
  }, [notices, dispatch, t]);

  return (
    <>
      {incoming && !active ? (
        <IncomingCallDialog
          key={incoming.callId}
          incoming={incoming}
          onAccept={() => void controller.accept()}
          onDecline={() => controller.decline()}
        />
      ) : null}
      {active ? <CallScreen call={active} controller={controller} /> : null}
      <MediaHelpDialog problem={mediaProblem} onClose={() => dispatch(callsActions.mediaHelpClosed())} />
    </>
  );
}
