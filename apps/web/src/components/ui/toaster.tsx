import { Toaster as SonnerToaster } from 'sonner';
import { TOAST } from '@app/shared/constants';
import { useTranslation } from '../../lib/i18n';
import { uiMessages } from '../../locales/ui';

/**
 * Toasts: 4000 ms, 3 visible, 356 px wide, 14 px gap, 20 px swipe threshold, Alt+T;  every toast closable.
 * sonner's width is 356 px by default; its swipe threshold is set by build/sonner-plugin.ts.
 */
export function Toaster() {
  const { t } = useTranslation(uiMessages);
  return (
    <SonnerToaster
      containerAriaLabel={t('ui.toasts')}
      duration={TOAST.durationMs}
      visibleToasts={TOAST.visibleToasts}
      gap={TOAST.gapPx}
      swipeDirections={['right', 'left']}
      hotkey={[...TOAST.hotkey]}
      closeButton
      richColors
      position="top-right"
    />
  );
}
