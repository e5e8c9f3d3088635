import type { CareStatus } from '../customers/use-care-action';
import { ErrorText, SuccessText } from './admin-styles';

/** The outcome of the last console action, announced to screen readers as it changes. */
export function ActionStatus({ status }: { status: CareStatus | undefined }) {
  return (
    <div role="status">
      {status ? (
        status.ok ? (
          <SuccessText>{status.text}</SuccessText>
        ) : (
          <ErrorText>{status.text}</ErrorText>
        )
      ) : null}
    </div>
  );
}
