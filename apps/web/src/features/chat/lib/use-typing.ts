import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CHAT_LIMITS } from '@app/shared/chat/constants';
import { useSendTypingMutation } from '../../../lib/api/chat';
import { useAppSelector } from '../../../lib/hooks';

/**
 * Whether the other member is typing: a `chat_typing` arrived less than CHAT_LIMITS.typingShowMs ago and no
 * "stopped" (or message) since. Hides by itself when the time runs out.
 */
export function useIsTyping(userId: string): boolean {
  const at = useAppSelector((state) => state.chat?.typingAt[userId]);
  const [, tick] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (at === undefined) return;
    const left = at + CHAT_LIMITS.typingShowMs - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(tick, left + 50);
    return () => clearTimeout(timer);
  }, [at]);
  return at !== undefined && Date.now() - at < CHAT_LIMITS.typingShowMs;
}

/**
 * Tells the other member the caller is typing: at most once per CHAT_LIMITS.typingThrottleMs while the text
 * changes, and "stopped" when the text is emptied or sent, or the conversation is left, if "typing" was said
 * recently. Failures are ignored (it is only a hint).
 */
export function useTypingSignal(userId: string, enabled: boolean) {
  const [sendTyping] = useSendTypingMutation();
  const lastSent = useRef(0);
  const stop = useCallback(() => {
    if (!lastSent.current) return;
    const recent = Date.now() - lastSent.current < CHAT_LIMITS.typingShowMs;
    lastSent.current = 0;
    if (recent) void sendTyping({ userId, typing: false });
  }, [sendTyping, userId]);
  const changed = useCallback(
    (text: string) => {
      if (!enabled) return;
      if (!text.trim()) {
        stop();
        return;
      }
      const now = Date.now();
      if (now - lastSent.current < CHAT_LIMITS.typingThrottleMs) return;
      lastSent.current = now;
      void sendTyping({ userId, typing: true });
    },
    [enabled, sendTyping, stop, userId],
  );
  const stopRef = useRef(stop);
  stopRef.current = stop;
  useEffect(() => () => stopRef.current(), []);
  return { changed, stop };
}
