type AudioContextClass = typeof AudioContext;

const RING_EVERY_MS = 3_000;

/** Two soft tones, as a phone rings; the context may refuse to sound before the page was touched (then: silence). */
function ringOnce(context: AudioContext | null): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate([400, 200, 400]);
  if (!context) return;
  if (context.state === 'suspended') context.resume().catch(() => undefined);
  const start = context.currentTime;
  for (const offset of [0, 0.6]) {
    const gain = context.createGain();
    gain.gain.setValueAtTime(0, start + offset);
    gain.gain.linearRampToValueAtTime(0.08, start + offset + 0.03);
    gain.gain.setValueAtTime(0.08, start + offset + 0.35);
    gain.gain.linearRampToValueAtTime(0, start + offset + 0.42);
    gain.connect(context.destination);
    for (const frequency of [440, 480]) {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + offset);
      tone.stop(start + offset + 0.45);
    }
  }
}

/**
 * Rings (a tone every few seconds, and a vibration on phones) until the returned function is called. Without the
 * Web Audio API, or where the browser does not allow sound yet, it rings silently: the dialog is the ring.
 */
export function startRingtone(): () => void {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  let context: AudioContext | null = null;
  try {
    context = Context ? new Context() : null;
  } catch {
    context = null;
  }
  const ring = () => {
    try {
      ringOnce(context);
    } catch {
      // A ring that cannot sound is not worth an error: the dialog shows the call.
    }
  };
  ring();
  const timer = setInterval(ring, RING_EVERY_MS);
  return () => {
    clearInterval(timer);
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(0);
    context?.close().catch(() => undefined);
  };
}
