import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { PhotoView } from '@app/shared/photos';
import { useAppSelector } from '../../../../lib/hooks';
import { useTranslation } from '../../../../lib/i18n';
import { selectCompletionFlags } from '../../../../lib/session/session-slice';
import { onboardingMessages } from '../../../../locales/onboarding';
import { PhotoManager } from '../../photos/photo-manager';
import { FormNotice } from '../components/form-notice';
import { StepShell } from '../components/step-shell';
import { FOCUS_HEADING_STATE, nextStepPath } from '../steps';

/**
 * /photoupload: step 4 of the profile. The photo manager uploads as it goes, so Continue only moves on: it is
 * enabled once there is at least one photo, and asks first about photos chosen but not uploaded.
 */
export function PhotoUploadPage() {
  const { t } = useTranslation(onboardingMessages);
  const navigate = useNavigate();
  const flags = useAppSelector(selectCompletionFlags);
  const [photoCount, setPhotoCount] = useState(0);
  const [pendingCount, setPendingCount] = useState(0);
  const [blocked, setBlocked] = useState(0);
  const noticeRef = useRef<HTMLDivElement>(null);

  const onChange = useCallback((photos: readonly PhotoView[]) => setPhotoCount(photos.length), []);
  useEffect(() => {
    if (blocked) noticeRef.current?.focus();
  }, [blocked]);

  return (
    <StepShell
      step="photos"
      submitLabel={t('onboarding.photos.continue')}
      submitDisabled={photoCount === 0}
      submitHint={photoCount === 0 ? t('onboarding.photos.needPhoto') : undefined}
      alert={
        blocked && pendingCount ? (
          <FormNotice ref={noticeRef}>{t('onboarding.photos.notUploaded', { count: pendingCount })}</FormNotice>
        ) : null
      }
      onSubmit={(event) => {
        event.preventDefault();
        if (pendingCount) {
          setBlocked((count) => count + 1);
          return;
        }
        if (photoCount > 0) void navigate(nextStepPath(flags, 'photos'), { state: FOCUS_HEADING_STATE });
      }}
    >
      <PhotoManager onChange={onChange} onPendingChange={setPendingCount} />
    </StepShell>
  );
}
