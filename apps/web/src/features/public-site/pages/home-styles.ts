import { cn } from '../../../components/ui/cn';

/** The home page's large rounded buttons (hero and closing call to action). */
export const pill =
  'inline-flex items-center justify-center gap-2 rounded-full px-6 py-3 text-lg font-semibold transition-colors';
export const goldButton = cn(pill, 'bg-gold-400 text-ink-900 hover:bg-white');
