import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** What a form shows when its checks could not be fetched (docs/PRODUCT.md#validation-settings). */
export const CHECKS_UNAVAILABLE_MESSAGE =
  'The form could not be checked: the connection dropped. Check it and try again.';

export interface LazyResolver<Values extends FieldValues, Context, Output> {
  resolver: Resolver<Values, Context, Output>;
  /** Starts fetching the checks (on the form's first focus), so a submit finds them there. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose module (a zod schema and its resolver) is fetched when the reader
 * first focuses the form, or at the latest when it first validates, not with the screen: zod is the
 * largest script of a form screen, and a phone parsing it while the page loads pays for checks that
 * only a submit needs. A fetch that fails gives the form a root error and is tried again next time.
 */
export function createLazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): LazyResolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    preload: () => void loaded().catch(() => undefined),
    resolver: async (values, context, options) => {
      let resolve: Resolver<Values, Context, Output>;
      try {
        resolve = await loaded();
      } catch {
        const root = { type: 'unavailable', message: CHECKS_UNAVAILABLE_MESSAGE };
        return { values: {}, errors: { root } as FieldErrors<Values> };
      }
      return resolve(values, context, options);
    },
  };
}
