import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ChatMember, ChatMessage } from '@app/shared/chat';
import type { FamilyRelation } from '@app/shared/family';
import { useFamilyRelations, useOwnProfileNameForFamily } from '../../../components/members/family';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Menu } from '../../../components/ui/menu';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/i18n';
import type { OutgoingMessage } from '../../../lib/realtime/chat-slice';
import { chatMessages } from '../../../locales/chat';
import { formatDay, formatTime } from '../lib/format';
import { groupMessages } from '../lib/group-messages';
import { Avatar } from './avatar';
import { MessageFile, MessageText, PdfIcon } from './message-content';
import { FlagWarning } from './safety';

/** One bubble of the thread: a stored message, or one of mine on its way (or failed). */
export type ThreadItem =
  | { kind: 'stored'; key: string; senderId: string; createdAt: string; own: boolean; message: ChatMessage }
  | { kind: 'outgoing'; key: string; senderId: string; createdAt: string; own: true; message: OutgoingMessage };

type MessageThreadProps = {
  member: ChatMember;
  /** Oldest first. */
  items: ThreadItem[];
  /** The newest of my messages the member has read ("Seen" under it). */
  seenKey: string | null;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  typing: boolean;
  /** Above the first message (the safety tips of a first conversation). */
  intro?: ReactNode;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
  /** Report one of the member's messages (its menu, and the warning under a flagged one); no Report without it. */
  onReportMessage?: ((message: ChatMessage) => void) | undefined;
};

/** Closer than this to the top, the next older page loads; closer than this to the bottom counts as "at the end". */
const LOAD_OLDER_PX = 200;
const AT_END_PX = 80;

/**
 * The messages, by day and by sender: mine on the right, the member's on the left with their photo beside each
 * run. Opens at the newest; scrolling near the top loads older messages and keeps the ones on screen where they
 * were. New messages scroll into view when the member is at the end (or sent them), otherwise "New messages
 * below" offers to go there. The thread is a focusable region, so it scrolls with the keyboard too.
 */
export function MessageThread({
  member,
  items,
  seenKey,
  hasOlder,
  loadingOlder,
  onLoadOlder,
  typing,
  intro,
  onRetry,
  onDiscard,
  onReportMessage,
}: MessageThreadProps) {
  const { t, language } = useTranslation(chatMessages);
  const scroller = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const atEnd = useRef(true);
  const [newBelow, setNewBelow] = useState(false);
  const oldestKey = items[0]?.key;
  const newestKey = items.at(-1)?.key;
  const newestOwn = items.at(-1)?.own ?? false;
  const previous = useRef<{ oldest: string | undefined; newest: string | undefined } | null>(null);

  const toEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
    atEnd.current = true;
    setNewBelow(false);
  };

  // After each change of the messages: older ones added above keep the view still; a new one at the end follows
  // the member there if they were at the end, or if it is theirs; the first render starts at the newest.
  useLayoutEffect(() => {
    const element = scroller.current;
    const before = previous.current;
    previous.current = { oldest: oldestKey, newest: newestKey };
    if (!element) return;
    if (!before) {
      element.scrollTop = element.scrollHeight;
      return;
    }
    if (before.oldest !== oldestKey && before.newest === newestKey) {
      element.scrollTop = element.scrollHeight - fromBottom.current;
      return;
    }
    if (before.newest !== newestKey) {
      if (atEnd.current || newestOwn) {
        element.scrollTop = element.scrollHeight;
        atEnd.current = true;
      } else if (newestKey) setNewBelow(true);
    }
  }, [oldestKey, newestKey, newestOwn]);

  // Opened from the list on a narrow screen, the link that was focused is gone with the list: the messages take
  // the focus (screen readers hear "Messages with …"), rather than leaving it nowhere.
  useEffect(() => {
    const active = document.activeElement;
    // An element with no boxes is not displayed (the list, hidden beside a conversation on narrow screens).
    if (!active || active === document.body || !active.isConnected || active.getClientRects().length === 0) {
      scroller.current?.focus({ preventScroll: true });
    }
  }, []);

  // The typing note at the end stays in view when the member is at the end.
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && typing && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [typing]);

  const onScroll = () => {
    const element = scroller.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_END_PX;
    if (atEnd.current) setNewBelow(false);
    if (element.scrollTop < LOAD_OLDER_PX && hasOlder && !loadingOlder) onLoadOlder();
  };

  // When the first page does not fill the screen there is nothing to scroll: the next one loads at once.
  useEffect(() => {
    const element = scroller.current;
    if (
      element &&
      hasOlder &&
      !loadingOlder &&
      element.scrollHeight > 0 &&
      element.scrollHeight <= element.clientHeight
    ) {
      onLoadOlder();
    }
  }, [hasOlder, loadingOlder, items.length, onLoadOlder]);

  const days = groupMessages(items);
  const words = { today: t('chat.conversation.today'), yesterday: t('chat.conversation.yesterday') };

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      <div
        ref={scroller}
        role="region"
        aria-label={t('chat.conversation.messagesLabel', { name: member.name })}
        // A scrollable region must be reachable with the keyboard to scroll it (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onScroll={onScroll}
        className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto overscroll-contain bg-accent-50/60 px-3 py-4 sm:px-5"
      >
        <div className="flex min-h-11 flex-col items-center justify-center gap-2 text-center text-sm text-ink-700">
          {hasOlder ? (
            loadingOlder ? (
              <p role="status" className="flex items-center gap-2">
                <Spinner size="sm" />
                {t('chat.conversation.loadingOlder')}
              </p>
            ) : (
              <Button variant="ghost" size="sm" onClick={onLoadOlder}>
                {t('chat.conversation.older')}
              </Button>
            )
          ) : items.length ? (
            <p>{t('chat.conversation.start', { name: member.name })}</p>
          ) : null}
        </div>
        {intro}
        {items.length === 0 ? (
          <p className="m-auto max-w-xs text-center text-ink-700">
            {t('chat.conversation.empty', { name: member.name })}
          </p>
        ) : null}
        {days.map((day) => (
          <Day key={day.day} title={formatDay(day.day, language, words)}>
            {day.runs.map((run) => {
              const own = run.messages[0]?.own ?? false;
              return (
                <div key={run.messages[0]?.key} className={cn('flex items-end gap-2', own && 'justify-end')}>
                  {own ? null : (
                    <span className="sticky bottom-0 hidden sm:block">
                      <Avatar member={member} size="sm" />
                    </span>
                  )}
                  <ol
                    aria-label={own ? t('chat.conversation.you') : member.name}
                    className={cn(
                      'flex min-w-0 max-w-[85%] flex-col gap-1 sm:max-w-[75%]',
                      own ? 'items-end' : 'items-start',
                    )}
                  >
                    {run.messages.map((item, index) => (
                      <Bubble
                        key={item.key}
                        item={item}
                        member={member}
                        last={index === run.messages.length - 1}
                        seen={item.key === seenKey}
                        onRetry={onRetry}
                        onDiscard={onDiscard}
                        onReport={onReportMessage}
                        time={formatTime(item.createdAt, language)}
                      />
                    ))}
                  </ol>
                </div>
              );
            })}
          </Day>
        ))}
        {typing ? (
          <p className="flex items-center gap-2 text-sm text-ink-700">
            <TypingDots />
            {t('chat.conversation.typing', { name: member.name })}
          </p>
        ) : null}
      </div>
      {newBelow ? (
        <button
          type="button"
          onClick={toEnd}
          className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full bg-accent-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-accent-700"
        >
          {t('chat.conversation.newBelow')}
          <span aria-hidden="true"> ↓</span>
        </button>
      ) : null}
    </div>
  );
}

function Day({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2
        id={id}
        className="sticky top-0 z-10 self-center rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-ink-700 shadow-sm"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

type BubbleProps = {
  item: ThreadItem;
  member: ChatMember;
  last: boolean;
  seen: boolean;
  time: string;
  onRetry: (clientMessageId: string) => void;
  onDiscard: (clientMessageId: string) => void;
  onReport?: ((message: ChatMessage) => void) | undefined;
};

function Bubble({ item, member, last, seen, time, onRetry, onDiscard, onReport }: BubbleProps) {
  const { t } = useTranslation(chatMessages);
  const own = item.own;
  const text = item.message.text;
  const failed = item.kind === 'outgoing' && item.message.status === 'failed';
  const flags = item.kind === 'stored' && !own ? item.message.flags : [];
  // The member's messages can be reported, from a small menu beside each (shown on hover or focus where there is
  // a pointer that hovers, always on touch screens).
  const stored = item.kind === 'stored' && !own ? item.message : null;
  const report = stored && onReport ? () => onReport(stored) : undefined;
  const bubble = (
    <div
      className={cn(
        'flex min-w-0 max-w-full flex-col gap-2 rounded-2xl px-3.5 py-2 text-base',
        !own
          ? 'border border-ink-500/15 bg-white text-ink-900'
          : failed
            ? 'border-2 border-danger-600 bg-white text-ink-900'
            : 'bg-accent-600 text-white',
        own ? (last ? 'rounded-br-md' : '') : last ? 'rounded-bl-md' : '',
        item.kind === 'outgoing' && item.message.status === 'sending' && 'opacity-80',
      )}
    >
      {item.kind === 'stored' && item.message.file ? (
        <MessageFile
          file={item.message.file}
          alt={own ? t('chat.conversation.photoYou') : t('chat.conversation.photoFrom', { name: member.name })}
        />
      ) : null}
      {item.kind === 'outgoing' && item.message.file ? <OutgoingFile message={item.message} /> : null}
      {text ? <MessageText text={text} /> : null}
    </div>
  );
  return (
    <li className={cn('flex flex-col', own ? 'items-end' : 'items-start')}>
      {report ? (
        <div className="group flex max-w-full items-center gap-1">
          {bubble}
          <Menu
            label={t('chat.conversation.messageMenu')}
            items={[{ key: 'report', label: t('chat.conversation.reportMessage'), onSelect: report }]}
            placement="above"
            align="end"
            buttonClassName="h-9 w-9 [@media(hover:hover)]:opacity-0 [@media(hover:hover)]:group-hover:opacity-100 [@media(hover:hover)]:focus-visible:opacity-100 [@media(hover:hover)]:aria-expanded:opacity-100"
          />
        </div>
      ) : (
        bubble
      )}
      {item.kind === 'stored' && item.message.actedBy ? (
        <WrittenBy relation={item.message.actedBy.relation} own={own} member={member} />
      ) : null}
      <MessageMeta item={item} last={last} seen={seen} time={time} onRetry={onRetry} onDiscard={onDiscard} />
      {flags.length ? <FlagWarning flags={flags} member={member} onReport={report} /> : null}
    </li>
  );
}

/**
 * Under a message a relative wrote for a profile (ADR 017), who wrote it, by relation only. The rule: the other
 * member's messages name them ("Written by Arjun’s mother"); the viewer's side says "your mother" to the candidate
 * and names the profile to a relative acting for it ("Written by Priya’s mother"), never "you": a message names the
 * relation only, so the relative reading cannot be told for sure from another with the same relation.
 */
function WrittenBy({ relation, own, member }: { relation: FamilyRelation; own: boolean; member: ChatMember }) {
  const { t } = useTranslation(chatMessages);
  const relations = useFamilyRelations();
  const ownProfileName = useOwnProfileNameForFamily();
  const word = relations.word(relation);
  const name = own ? ownProfileName : member.name;
  return (
    <p className="mt-0.5 max-w-full break-words text-xs font-medium text-ink-700">
      {name
        ? t('chat.conversation.writtenBy', { name, relation: word })
        : t('chat.conversation.writtenByYour', { relation: word })}
    </p>
  );
}

function MessageMeta({ item, last, seen, time, onRetry, onDiscard }: Omit<BubbleProps, 'member' | 'onReport'>) {
  const { t } = useTranslation(chatMessages);
  if (item.kind === 'outgoing') {
    const { message } = item;
    if (message.status === 'sending') {
      const uploading = message.file && !message.file.fileId && message.progress !== null;
      return <p className="mt-0.5 text-xs text-ink-500">{uploading ? null : t('chat.conversation.sending')}</p>;
    }
    return (
      <div className="mt-1 flex flex-wrap items-center justify-end gap-x-3 gap-y-1 text-sm">
        <p className="font-semibold text-danger-600">
          {t('chat.conversation.notSent')}
          {message.error ? <span className="font-normal">{` — ${message.error}`}</span> : null}
        </p>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => onRetry(message.clientMessageId)}
          aria-label={t('chat.conversation.retryLabel')}
        >
          {t('chat.conversation.retry')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDiscard(message.clientMessageId)}
          aria-label={t('chat.conversation.discardLabel')}
        >
          {t('chat.conversation.discard')}
        </Button>
      </div>
    );
  }
  const stamp = (
    <time dateTime={item.createdAt} className={last ? undefined : 'sr-only'}>
      {time}
    </time>
  );
  return (
    <p className={cn('text-xs text-ink-500', last || seen ? 'mt-0.5' : 'sr-only')}>
      {stamp}
      {seen ? (
        <span className="font-semibold text-accent-700">
          {last ? ' · ' : ' '}
          {t('chat.conversation.seen')}
        </span>
      ) : null}
    </p>
  );
}

/** My attachment on its way: its preview (a photo) or its name (a PDF), and the upload's progress. */
function OutgoingFile({ message }: { message: OutgoingMessage }) {
  const { t } = useTranslation(chatMessages);
  const file = message.file;
  if (!file) return null;
  const uploading = message.status === 'sending' && !file.fileId && message.progress !== null;
  const percent = Math.round((message.progress ?? 0) * 100);
  return (
    <div className="flex flex-col gap-2">
      {file.kind === 'image' && file.previewUrl ? (
        <img
          src={file.previewUrl}
          alt={t('chat.composer.attachmentPreview', { name: file.name })}
          className="max-h-60 w-auto max-w-full rounded-xl object-contain"
        />
      ) : (
        <p className="flex items-center gap-2 rounded-xl bg-white/90 px-3 py-2 text-ink-900">
          <PdfIcon />
          <span className="min-w-0 break-words">{file.name}</span>
        </p>
      )}
      {uploading ? (
        <div className="flex flex-col gap-1">
          <div
            role="progressbar"
            aria-label={t('chat.conversation.uploadLabel', { name: file.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 w-full overflow-hidden rounded-full bg-white/40"
          >
            <div className="h-full rounded-full bg-white transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-xs">
            {percent >= 100 ? t('chat.conversation.processing') : t('chat.conversation.uploading', { percent })}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function TypingDots() {
  return (
    <span aria-hidden="true" className="inline-flex gap-1 rounded-full bg-white px-3 py-2 shadow-sm">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className="h-1.5 w-1.5 animate-bounce rounded-full bg-ink-500 motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
    </span>
  );
}
