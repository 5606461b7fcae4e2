import { defineNamespace } from '../lib/i18n';
import en from './en/chat.json';

/** Chat: the Chats list and badge, a conversation, its composer and its safety notes: `useTranslation(chatMessages)`. */
export const chatMessages = defineNamespace({
  en,
  hi: () => import('./hi/chat.json'),
  pa: () => import('./pa/chat.json'),
});
