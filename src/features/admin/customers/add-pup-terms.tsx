import useSWR from 'swr';
import type { ConsoleAddPupTermsInput } from '@/contracts/admin/add-pup';
import { ApiError } from '@/lib/api-client';
import { getConsolePupTerms } from '@/lib/api-client/admin/add-pup';
import type { ApiClient } from '@/lib/api-client/http';
import { swrKeys } from '@/lib/resources/keys';
import { CheckboxField } from '@/ui/forms';
import { ErrorText } from '../components/admin-styles';

/**
 * The renewal terms of the pup, plan, day and code on screen, as the server words them: the
 * text its consent record will hold (amount with tax, first charge date, how to cancel). The
 * agent reads it out; the tick holds for those words only, so changing the plan, the day or
 * the code asks for the customer's agreement again.
 */
export function useAddPupTerms(
  client: ApiClient,
  customerId: number,
  request: ConsoleAddPupTermsInput | null,
) {
  return useSWR(request ? swrKeys.adminAddPupTerms(customerId, request) : null, () =>
    getConsolePupTerms(client, customerId, request!),
  );
}

const reasonOf = (error: unknown) => {
  if (!(error instanceof ApiError)) return '.';
  const reason = Object.values(error.fieldErrors).flat()[0] ?? error.detail;
  return reason ? `: ${reason}` : '.';
};

export function AddPupTerms({
  terms,
  petName,
  agreedTo,
  onAgree,
  error,
}: {
  terms: ReturnType<typeof useAddPupTerms>;
  petName: string;
  /** The text the customer agreed to, if any. */
  agreedTo: string | null;
  onAgree: (text: string | null) => void;
  error?: string;
}) {
  const text = terms.data?.terms_text;
  return (
    <>
      {text ? (
        <>
          <p id="add-pup-terms-label">
            <strong>Read this to the customer, word for word</strong> (it is what their consent
            records):
          </p>
          <blockquote aria-labelledby="add-pup-terms-label">
            <p>{text}</p>
          </blockquote>
        </>
      ) : terms.error ? (
        <ErrorText role="alert">
          The renewal terms could not be worked out, so the pup cannot be added yet
          {reasonOf(terms.error)}
        </ErrorText>
      ) : (
        <p>Loading the renewal terms…</p>
      )}
      <CheckboxField
        label={`${petName}’s owner agreed to the renewal terms above, read out to them.`}
        checked={Boolean(text) && agreedTo === text}
        disabled={!text}
        error={error}
        onChange={(event) => onAgree(event.target.checked && text ? text : null)}
      />
    </>
  );
}
