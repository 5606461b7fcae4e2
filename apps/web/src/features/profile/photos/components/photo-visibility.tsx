import { useId, useState } from 'react';
import { PHOTO_VISIBILITIES, type PhotoVisibility as Visibility } from '@app/shared/photos/constants';
import { cn } from '../../../../components/ui/cn';
import { readApiFailure } from '../../../../lib/api/api-failure';
import { useTranslation } from '../../../../lib/i18n';
import { photosMessages } from '../../../../locales/photos';
import { useSetPhotoVisibilityMutation } from '../../api/photos';

/**
 * Who sees the member's photos sharp: a radio group, each choice explained. A choice is saved as it is made
 * (shown at once, put back if the server refuses it).
 */
export function PhotoVisibility({ value }: { value: Visibility | undefined }) {
  const { t } = useTranslation(photosMessages);
  const id = useId();
  const [setVisibility] = useSetPhotoVisibilityMutation();
  const [status, setStatus] = useState<{ tone: 'saved' | 'error'; text: string } | null>(null);

  const choose = async (photoVisibility: Visibility) => {
    // Until the current choice has loaded there is nothing to change (the fieldset is disabled meanwhile).
    if (!value || photoVisibility === value) return;
    setStatus(null);
    try {
      await setVisibility({ photoVisibility }).unwrap();
      setStatus({ tone: 'saved', text: t('photos.visibility.saved') });
    } catch (error) {
      const failure = readApiFailure(error);
      setStatus({ tone: 'error', text: failure.kind === 'rejected' ? failure.message : t('photos.visibility.failed') });
    }
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint`} disabled={!value}>
      <legend className="mb-1 text-lg font-bold text-ink-900">{t('photos.visibility.legend')}</legend>
      <p id={`${id}-hint`} className="text-sm text-ink-700">
        {t('photos.visibility.hint')}
      </p>
      {PHOTO_VISIBILITIES.map((option) => (
        <label
          key={option}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border-2 px-4 py-3 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-400',
            value === option ? 'border-accent-600 bg-accent-50' : 'border-ink-500/25',
          )}
        >
          <input
            type="radio"
            name={`${id}-visibility`}
            value={option}
            checked={value === option}
            onChange={() => void choose(option)}
            aria-describedby={`${id}-${option}`}
            className="mt-1 h-4 w-4 shrink-0 accent-[var(--accent-600)]"
          />
          <span className="flex flex-col font-semibold text-ink-900">
            {t(`photos.visibility.${option}`)}
            <span id={`${id}-${option}`} className="text-sm font-normal text-ink-700">
              {t(`photos.visibility.${option}Hint`)}
            </span>
          </span>
        </label>
      ))}
      <p
        aria-live="polite"
        className={cn('min-h-5 text-sm', status?.tone === 'error' ? 'font-medium text-danger-600' : 'text-ink-700')}
      >
        {status?.text}
      </p>
    </fieldset>
  );
}
