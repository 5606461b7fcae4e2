import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The root error a deferred resolver answers with when its schema could not be downloaded. */
export const SCHEMA_UNAVAILABLE = 'schemaUnavailable';

export type DeferredResolver<TIn extends FieldValues, TOut> = Resolver<TIn, unknown, TOut> & {
  /** Starts the download (once); `preloadWhenUsed` calls it when the form is first used. Never rejects. */
  preload: () => Promise<void>;
};

/**
 * Event props for the form a deferred resolver checks: its rules download (and zod's schemas are built) when the
 * member first uses the form — a field focused, or anything in it pressed — rather than as the page appears, where
 * building the schemas was one more long task while the page loads (docs/performance.md). A check made before the
 * download has finished waits for it, so nothing is ever checked without the rules.
 */
export function preloadWhenUsed(resolver: Preloadable) {
  const start = () => preloadOnce(resolver);
  return { onFocus: start, onPointerDown: start };
}

type Preloadable = Pick<DeferredResolver<FieldValues, unknown>, 'preload'>;
const preloaded = new WeakSet<Preloadable>();

/**
 * Starts a deferred resolver's download the first time it is asked in this page load, never again: a failed
 * download is tried again by the next check (at submit), not by every focus.
 */
export function preloadOnce(resolver: Preloadable): void {
  if (preloaded.has(resolver)) return;
  preloaded.add(resolver);
  void resolver.preload();
}

/**
 * A react-hook-form resolver whose schema (with zod, and whatever else its checks need) is downloaded on demand
 * rather than with the page: forms start the download when first used (`preloadWhenUsed`), before a member can
 * submit, and a check made earlier waits for it. The page's first download is then smaller by zod's weight (docs/performance.md).
 * A failed download answers with a root error of type SCHEMA_UNAVAILABLE, which the form reports as "could not
 * save, try again", and is tried again at the next check.
 */
export function deferredResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<Resolver<TIn, unknown, TOut>>,
): DeferredResolver<TIn, TOut> {
  let loading: Promise<Resolver<TIn, unknown, TOut>> | undefined;
  const fetchResolver = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const resolver: Resolver<TIn, unknown, TOut> = async (values, context, options) => {
    let resolve: Resolver<TIn, unknown, TOut>;
    try {
      resolve = await fetchResolver();
    } catch {
      // Only the root error (react-hook-form's form-wide slot); the generic field map cannot name it without a cast.
      return { values: {}, errors: { root: { type: SCHEMA_UNAVAILABLE, message: '' } } as FieldErrors<TIn> };
    }
    return resolve(values, context, options);
  };
  return Object.assign(resolver, {
    preload: () =>
      fetchResolver().then(
        () => undefined,
        () => undefined,
      ),
  });
}

/**
 * A deferred resolver over a zod schema loaded on demand, e.g.
 * `deferredZodResolver(async () => (await import('@app/shared/profile/steps')).OtherDetailsInputSchema)`: the page
 * imports the schema's types only, and zod with the schema arrives after the first render.
 */
export function deferredZodResolver<TIn extends FieldValues, TOut>(
  load: () => Promise<z.ZodType<TOut, TIn>>,
): DeferredResolver<TIn, TOut> {
  return deferredResolver<TIn, TOut>(async () => zodResolver(await load()) as Resolver<TIn, unknown, TOut>);
}

/**
 * `handleSubmit`'s second argument for a form whose rules are deferred: says `message` (the form's "could not send,
 * try again") when the rules could not be downloaded, the one refusal no field can show.
 */
export function onRulesUnavailable(show: (message: string) => void, message: string) {
  return (errors: FieldErrors) => {
    if (errors.root?.type === SCHEMA_UNAVAILABLE) show(message);
  };
}
