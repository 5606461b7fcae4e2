import { defineNamespace } from '../lib/i18n';
import en from './en/calls.json';

/**
 * Calls: the Voice and Video buttons, the incoming-call dialog, the call screen, the camera and microphone help,
 * and how a call ended: `useTranslation(callsMessages)`.
 */
export const callsMessages = defineNamespace({
  en,
  hi: () => import('./hi/calls.json'),
  pa: () => import('./pa/calls.json'),
});
