import type { ChatFile } from '@app/shared/chat';
import { useTranslation } from '../../../lib/i18n';
import { chatMessages } from '../../../locales/chat';
import { formatSize } from '../lib/format';
import { splitMessageText } from '../lib/message-text';

/**
 * A message's text, as text (React escapes it; no HTML). Web addresses are links that open in a new tab without
 * telling the site where the member came from (`noopener noreferrer`) and without vouching for it (`nofollow ugc`);
 * nothing is fetched or previewed.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p translate="no" className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]">
      {splitMessageText(text).map((part, index) =>
        part.kind === 'link' ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** An attachment: a photo (its preview, opening the full one) or a PDF (its name and size, opening it). */
export function MessageFile({
  file,
  alt,
}: {
  file: Pick<ChatFile, 'kind' | 'name' | 'sizeBytes' | 'url' | 'thumbUrl' | 'width' | 'height'>;
  alt: string;
}) {
  const { t } = useTranslation(chatMessages);
  if (file.kind === 'image') {
    return (
      <a href={file.url} target="_blank" rel="noopener noreferrer" className="block overflow-hidden rounded-xl">
        <img
          src={file.thumbUrl ?? file.url}
          alt={alt}
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          loading="lazy"
          decoding="async"
          className="h-auto max-h-72 w-auto max-w-full object-contain"
        />
      </a>
    );
  }
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener noreferrer"
      className="flex items-center gap-2 rounded-xl bg-white/90 px-3 py-2 text-ink-900 underline-offset-2 hover:underline"
    >
      <PdfIcon />
      <span className="min-w-0 break-words">
        {t('chat.conversation.pdfLabel', { name: file.name, size: formatSize(file.sizeBytes) })}
      </span>
    </a>
  );
}

export function PdfIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6 shrink-0 text-danger-600"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path strokeLinejoin="round" d="M6 3h8l4 4v14H6z" />
      <path strokeLinejoin="round" d="M14 3v4h4" />
      <path strokeLinecap="round" d="M9 13h6M9 17h4" />
    </svg>
  );
}
