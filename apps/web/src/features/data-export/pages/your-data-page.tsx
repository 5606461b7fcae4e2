import { useId, useRef, useState, type ReactNode } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { fetchFile, saveFile } from '../../../lib/api/file-download';
import { useAppSelector } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import { selectAccessToken } from '../../../lib/session/session-slice';
import { dataExportMessages } from '../../../locales/data-export';

type Outcome = 'idle' | 'busy' | 'done' | 'gone' | 'failed';

const MY_DETAILS = '/user-dashboard?tab=details';

/** The token of the e-mailed link `/your-data#token=…` (in the fragment: it never reaches a server or a Referer). */
export function linkToken(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** The file name the server gives the zip (Content-Disposition), or a plain one. */
function fileNameOf(response: Response | undefined): string {
  const header = response?.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? 'your-data.zip';
}

/**
 * /your-data: the page the data-export e-mail's link opens. The copy is handed over only to the member who asked for
 * it, signed in (POST user/export/download with their session and the link's token), so a forwarded or leaked link
 * alone gets nothing: signed out, the page asks to sign in (`signIn`, composed by the app, brings the member back
 * here), and any other account gets the answer an unknown link gets. The download starts on a click, never by
 * itself, because the link works once.
 */
export function YourDataPage({ signIn }: { signIn: ReactNode }) {
  const { t } = useTranslation(dataExportMessages);
  const { hash } = useLocation();
  const token = linkToken(hash);
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const store = useStore();
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const inFlight = useRef(false);
  useDocumentTitle(t(signedIn ? 'download.title' : 'download.signInTitle'));

  const download = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome('busy');
    try {
      const result = await fetchFile(
        store,
        { url: 'user/export/download', method: 'POST', body: { token } },
        'dataExportDownload',
      );
      if (result.error) {
        setOutcome(result.error.status === 404 ? 'gone' : 'failed');
        return;
      }
      saveFile(result.data as Blob, fileNameOf((result.meta as { response?: Response } | undefined)?.response));
      setOutcome('done');
    } catch {
      setOutcome('failed');
    } finally {
      inFlight.current = false;
    }
  };

  let body: ReactNode;
  if (!token) {
    body = <p className="text-ink-700">{t('download.incomplete')}</p>;
  } else if (!signedIn) {
    body = (
      <>
        <p className="text-ink-700">{t('download.signInIntro')}</p>
        {signIn}
      </>
    );
  } else {
    body = (
      <>
        {outcome === 'gone' ? null : <p className="text-ink-700">{t('download.intro')}</p>}
        {outcome === 'done' || outcome === 'gone' ? null : (
          <Button className="self-stretch sm:self-start" loading={outcome === 'busy'} onClick={() => void download()}>
            {t('download.button')}
          </Button>
        )}
      </>
    );
  }

  const answer =
    outcome === 'done'
      ? t('download.done')
      : outcome === 'gone'
        ? t('download.gone')
        : outcome === 'failed'
          ? t('download.failed')
          : outcome === 'busy'
            ? t('download.busy')
            : null;

  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-8 sm:py-12">
      <section aria-labelledby={titleId} className="flex flex-col gap-4 rounded-card bg-white p-4 shadow-sm sm:p-6">
        <h1 id={titleId} className="text-2xl font-bold text-ink-900">
          {signedIn || !token ? t('download.title') : t('download.signInTitle')}
        </h1>
        {body}
        <div aria-live="polite" className="empty:hidden">
          {answer ? (
            <p
              className={
                outcome === 'gone' || outcome === 'failed'
                  ? 'text-sm font-semibold text-danger-600'
                  : 'text-sm text-ink-900'
              }
            >
              {answer}
            </p>
          ) : null}
        </div>
        {!token || outcome === 'gone' || outcome === 'done' ? (
          <Link to={MY_DETAILS} className={`${buttonClasses('secondary')} self-stretch sm:self-start`}>
            {t('download.myDetails')}
          </Link>
        ) : null}
      </section>
    </main>
  );
}
