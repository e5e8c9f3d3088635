import type {
  ConsoleAddPupInput,
  ConsoleAddPupQuote,
  ConsoleAddPupResult,
  ConsoleAddPupTerms,
  ConsoleAddPupTermsInput,
} from '@/contracts/admin/add-pup';
import type { PetInput } from '@/contracts/pets';
import type { ApiClient } from '../http';

export type { ConsoleAddPupQuote, ConsoleAddPupResult, ConsoleAddPupTerms };

const pups = (customerId: number) => `/api/admin/customers/${customerId}/pups/`;

/** The plans recommended for a pup not saved yet, the first box's days and the card to charge. */
export const quoteConsolePup = (client: ApiClient, customerId: number, pup: PetInput) =>
  client.request<ConsoleAddPupQuote>({
    method: 'POST',
    url: `${pups(customerId)}quote/`,
    data: pup,
  });

/** Adds the pup and charges its first box to the customer's saved card (one per key). */
export const addConsolePup = (client: ApiClient, customerId: number, input: ConsoleAddPupInput) =>
  client.request<ConsoleAddPupResult>({ method: 'POST', url: pups(customerId), data: input });

/** The renewal terms adding the pup would record, word for word, for the agent to read out. */
export const getConsolePupTerms = (
  client: ApiClient,
  customerId: number,
  input: ConsoleAddPupTermsInput,
) =>
  client.request<ConsoleAddPupTerms>({
    method: 'POST',
    url: `${pups(customerId)}terms/`,
    data: input,
  });
