import { useEffect, useId, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useStore } from 'react-redux';
import type { ChatFileKind, ChatMember } from '@app/shared/chat';
import { CHAT_LIMITS } from '@app/shared/chat/constants';
import { cn } from '../../../components/ui/cn';
import { useAppDispatch } from '../../../lib/hooks';
import { useTranslation } from '../../../lib/i18n';
import type { RootState } from '../../../lib/store';
import { chatMessages } from '../../../locales/chat';
import { ATTACHMENT_ACCEPT, checkAttachment, MAX_IMAGE_MB, MAX_PDF_MB } from '../lib/attachment';
import { formatSize } from '../lib/format';
import { sendNewMessage } from '../lib/send';
import { useTypingSignal } from '../lib/use-typing';
import { PdfIcon } from './message-content';

type Attachment = { file: File; kind: ChatFileKind; previewUrl: string | null };

/** Shown once this few characters are left. */
const COUNT_FROM = 200;

/**
 * Writing a message: a text box that grows with the text (Enter sends, Shift+Enter starts a new line), an
 * attachment (a photo or a PDF, checked and previewed before it goes; its upload's progress shows in the bubble),
 * and Send. Up to CHAT_LIMITS.textMax characters, counted down near the end. The other member sees "typing…".
 */
export function Composer({ member }: { member: Pick<ChatMember, 'userId' | 'name'> }) {
  const { t } = useTranslation(chatMessages);
  const id = useId();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [text, setText] = useState('');
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const typing = useTypingSignal(member.userId, true);

  // A preview not sent is let go when the composer goes (a sent one belongs to its bubble).
  const attachmentRef = useRef(attachment);
  useEffect(() => {
    attachmentRef.current = attachment;
  }, [attachment]);
  useEffect(
    () => () => {
      const left = attachmentRef.current?.previewUrl;
      if (left) URL.revokeObjectURL(left);
    },
    [],
  );

  // The box grows with its text up to its maximum height, then scrolls.
  useEffect(() => {
    const element = textarea.current;
    if (!element) return;
    element.style.height = 'auto';
    if (element.scrollHeight) element.style.height = `${element.scrollHeight}px`;
  }, [text]);

  const body = text.trim();
  const left = CHAT_LIMITS.textMax - body.length;
  const tooLong = left < 0;
  const canSend = (body.length > 0 || attachment !== null) && !tooLong;

  const send = () => {
    if (!canSend) return;
    sendNewMessage({ dispatch, getState: store.getState }, member.userId, { text: body || null, file: attachment });
    setText('');
    setAttachment(null);
    setProblem(null);
    typing.stop();
    textarea.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be chosen again after it was removed.
    event.target.value = '';
    if (!file) return;
    const check = checkAttachment(file);
    if (!check.ok) {
      setProblem(
        check.problem === 'tooLarge'
          ? t('chat.composer.tooLarge', { image: MAX_IMAGE_MB, pdf: MAX_PDF_MB })
          : t('chat.composer.wrongType'),
      );
      return;
    }
    if (attachment?.previewUrl) URL.revokeObjectURL(attachment.previewUrl);
    setProblem(null);
    setAttachment({ file, kind: check.kind, previewUrl: check.kind === 'image' ? URL.createObjectURL(file) : null });
  };

  const removeAttachment = () => {
    if (attachment?.previewUrl) URL.revokeObjectURL(attachment.previewUrl);
    setAttachment(null);
    fileInput.current?.focus();
  };

  const described = [`${id}-hint`, left <= COUNT_FROM ? `${id}-count` : null].filter(Boolean).join(' ');

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      className="flex flex-col gap-2 border-t border-ink-500/15 bg-white px-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] pt-2 sm:px-4"
    >
      {problem ? (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-danger-600">
          {problem}
        </p>
      ) : null}
      {attachment ? (
        <div
          role="group"
          aria-label={t('chat.composer.attachmentPreview', { name: attachment.file.name })}
          className="flex items-center gap-3 self-start rounded-xl border border-ink-500/20 bg-accent-50 p-2 pr-1"
        >
          {attachment.previewUrl ? (
            <img
              src={attachment.previewUrl}
              alt={t('chat.composer.attachmentPreview', { name: attachment.file.name })}
              className="h-16 w-16 rounded-lg object-cover"
            />
          ) : (
            <PdfIcon />
          )}
          <p className="flex min-w-0 flex-col text-sm">
            <span className="max-w-48 truncate font-semibold text-ink-900 sm:max-w-xs">{attachment.file.name}</span>
            <span className="text-ink-700">{formatSize(attachment.file.size)}</span>
          </p>
          <button
            type="button"
            onClick={removeAttachment}
            aria-label={t('chat.composer.removeAttachment')}
            className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-2xl leading-none text-ink-700 hover:bg-white"
          >
            ×
          </button>
        </div>
      ) : null}
      <div className="flex items-end gap-1 sm:gap-2">
        <label
          className={cn(
            'inline-flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-accent-700 hover:bg-accent-50',
            'focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ink-900',
          )}
        >
          <input ref={fileInput} type="file" accept={ATTACHMENT_ACCEPT} onChange={choose} className="sr-only" />
          <PaperclipIcon />
          <span className="sr-only">{t('chat.composer.attach')}</span>
        </label>
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('chat.composer.label', { name: member.name })}
        </label>
        <textarea
          ref={textarea}
          id={`${id}-text`}
          rows={1}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            typing.changed(event.target.value);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('chat.composer.placeholder')}
          aria-describedby={described}
          aria-invalid={tooLong || undefined}
          enterKeyHint="send"
          className="max-h-40 min-h-11 flex-1 resize-none rounded-3xl border border-ink-500/30 bg-white px-4 py-2.5 text-base text-ink-900 placeholder:text-ink-500 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-600/30"
        />
        <button
          type="submit"
          disabled={!canSend}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-accent-600 text-white hover:bg-accent-700 disabled:cursor-not-allowed disabled:bg-accent-600/40"
        >
          <SendIcon />
          <span className="sr-only">{t('chat.composer.send')}</span>
        </button>
      </div>
      <div className="flex flex-wrap justify-between gap-x-3 px-1 text-xs text-ink-500">
        <p id={`${id}-hint`} className="hidden sm:block">
          {t('chat.composer.hint')}
        </p>
        {left <= COUNT_FROM ? (
          <p id={`${id}-count`} className={cn('ml-auto', tooLong && 'font-semibold text-danger-600')}>
            {tooLong
              ? t('chat.composer.tooLong', { max: CHAT_LIMITS.textMax })
              : t('chat.composer.remaining', { count: left })}
          </p>
        ) : null}
      </div>
    </form>
  );
}

function PaperclipIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M20 11.5l-7.8 7.8a5 5 0 01-7.1-7.1l8.5-8.5a3.3 3.3 0 014.7 4.7l-8.5 8.5a1.7 1.7 0 01-2.4-2.4l7.8-7.8"
      />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d="M3.4 20.4l17.5-7.5a1 1 0 000-1.8L3.4 3.6a1 1 0 00-1.4 1.1L4 11l9 1-9 1-2 6.3a1 1 0 001.4 1.1z" />
    </svg>
  );
}
