import type { ReactNode } from 'react';
import { toApiError, toUserMessage } from '@/lib/api-client';
import { FormError } from '@/ui/forms/form-error';
import { Button } from '@/ui/primitives/button';
import { LoadingLine } from '@/ui/primitives/spinner';

/** What a screen loads: an SWR response, or anything shaped like one. */
export interface AsyncResource<T> {
  data?: T;
  error?: unknown;
  mutate?: () => unknown;
}

type Loaded<R extends Record<string, AsyncResource<unknown>>> = {
  [K in keyof R]: Exclude<R[K]['data'], undefined>;
};

export interface AsyncContentProps<R extends Record<string, AsyncResource<unknown>>> {
  /** Everything the content needs; it renders once each has data (null counts as data). */
  resources: R;
  /** The screen's loading copy, e.g. 'Loading your details…'. */
  loadingLabel: string;
  /** The spinner's size; 0 for the copy alone (a small part of a page). */
  spinnerSize?: number;
  /** A 'Try again' button under the error that asks for the failed resources again. */
  retry?: boolean;
  /** The frame loading and error states sit in (the screen's own layout). */
  frame?: (node: ReactNode, state: 'loading' | 'error') => ReactNode;
  /** The API call's context for the error model (e.g. 'checkout'), as toApiError takes it. */
  errorContext?: Parameters<typeof toApiError>[1];
  children: (data: Loaded<R>) => ReactNode;
}

type FallbackProps = Pick<
  AsyncContentProps<Record<string, AsyncResource<unknown>>>,
  'resources' | 'loadingLabel' | 'spinnerSize' | 'retry' | 'frame' | 'errorContext'
>;

/**
 * The loading or error state alone, for a screen that returns early while its data is missing
 * (`if (!orders.data) return <AsyncFallback …/>`), keeping TypeScript's narrowing below it.
 * The first failure is shown; a failure wins over loading.
 */
export function AsyncFallback({
  resources,
  loadingLabel,
  spinnerSize = 20,
  retry = false,
  frame = (node) => node,
  errorContext,
}: FallbackProps) {
  const failed = Object.values(resources).filter((resource) => resource.error);
  if (failed.length > 0) {
    return frame(
      <>
        <FormError role="alert">
          {toUserMessage(toApiError(failed[0]!.error, errorContext), { action: 'load' }).message}
        </FormError>
        {retry ? (
          <p>
            <Button
              variant="secondary"
              onClick={() => void Promise.all(failed.map((resource) => resource.mutate?.()))}
            >
              Try again
            </Button>
          </p>
        ) : null}
      </>,
      'error',
    );
  }
  return frame(<LoadingLine label={loadingLabel} spinnerSize={spinnerSize} />, 'loading');
}

/**
 * Loading, error (with the one error model's copy) and content for a screen's data: the branches
 * every screen used to write by hand. The content renders once every resource has data. A
 * background refresh that fails later (SWR keeps the data it had) leaves the content in place:
 * replacing the screen would throw away whatever the customer was halfway through.
 */
export function AsyncContent<R extends Record<string, AsyncResource<unknown>>>({
  resources,
  children,
  ...fallback
}: AsyncContentProps<R>) {
  const all = Object.values(resources);
  if (all.some((resource) => resource.data === undefined))
    return <AsyncFallback resources={resources} {...fallback} />;
  const data = Object.fromEntries(
    Object.entries(resources).map(([name, resource]) => [name, resource.data]),
  ) as Loaded<R>;
  return <>{children(data)}</>;
}
