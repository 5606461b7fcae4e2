import { useEffect, useState } from 'react';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n';
import { useStaffImageMutation } from './api';
import { queueMessages } from './messages';

/**
 * An image from a staff-only console route (a member's photo in any review state, an identity document): fetched
 * with the staff session's token, shown from an object URL that is released when the image goes.
 */
export function StaffImage({ src, alt, className }: { src: string; alt: string; className?: string }) {
  const { t } = useTranslation(queueMessages);
  const [load] = useStaffImageMutation();
  const [state, setState] = useState<{ src: string; url: string | null; failed: boolean }>({
    src,
    url: null,
    failed: false,
  });

  useEffect(() => {
    let url: string | null = null;
    let current = true;
    const request = load(src);
    request
      .unwrap()
      .then((objectUrl) => {
        url = objectUrl;
        if (current) setState({ src, url: objectUrl, failed: false });
        else URL.revokeObjectURL(objectUrl);
      })
      .catch(() => {
        if (current) setState({ src, url: null, failed: true });
      });
    return () => {
      current = false;
      request.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [load, src]);

  if (state.src === src && state.url) {
    return <img src={state.url} alt={alt} className={cn('rounded-lg bg-ink-500/10 object-cover', className)} />;
  }
  if (state.src === src && state.failed) {
    return (
      <p
        className={cn('flex items-center justify-center rounded-lg bg-ink-500/10 p-3 text-sm text-ink-700', className)}
      >
        {t('consoleQueue.item.image.failed')}
      </p>
    );
  }
  return (
    <div role="status" className={className}>
      <span className="sr-only">{t('consoleQueue.item.image.loading')}</span>
      <Skeleton className="h-full min-h-24 w-full" />
    </div>
  );
}
