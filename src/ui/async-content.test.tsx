import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AxiosError, AxiosHeaders } from 'axios';
import { renderWithTheme } from './test-utils';
import { AsyncContent, AsyncFallback } from './async-content';

const serverError = () =>
  new AxiosError('boom', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status: 500,
    statusText: 'Server Error',
    data: {},
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('AsyncContent', () => {
  it('shows the loading copy, busy, until every resource has data', () => {
    renderWithTheme(
      <AsyncContent
        resources={{ a: { data: 1 }, b: { data: undefined } }}
        loadingLabel="Loading your details…"
      >
        {() => <p>content</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('Loading your details…').closest('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('content')).not.toBeInTheDocument();
  });

  it('renders the content with every resource’s data (null is data)', () => {
    renderWithTheme(
      <AsyncContent resources={{ a: { data: 2 }, b: { data: null } }} loadingLabel="Loading…">
        {({ a, b }) => <p>{`a=${a} b=${String(b)}`}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('a=2 b=null')).toBeInTheDocument();
  });

  it('shows a failure as an alert and retries only what failed', () => {
    const failedAgain = vi.fn();
    const fine = vi.fn();
    renderWithTheme(
      <AsyncContent
        resources={{
          a: { data: undefined, error: serverError(), mutate: failedAgain },
          b: { data: 1, mutate: fine },
        }}
        loadingLabel="Loading…"
        retry
      >
        {() => <p>content</p>}
      </AsyncContent>,
    );
    expect(screen.getByRole('alert').textContent).not.toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failedAgain).toHaveBeenCalledTimes(1);
    expect(fine).not.toHaveBeenCalled();
  });

  it('keeps the content when a refresh fails after the data came (SWR keeps the data)', () => {
    renderWithTheme(
      <AsyncContent
        resources={{ a: { data: 3, error: serverError() }, b: { data: 4 } }}
        loadingLabel="Loading…"
        retry
      >
        {({ a, b }) => <p>{`a=${a} b=${b}`}</p>}
      </AsyncContent>,
    );
    expect(screen.getByText('a=3 b=4')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts each state in the screen’s frame, told which state it is', () => {
    const { rerender } = renderWithTheme(
      <AsyncFallback
        resources={{ order: { data: undefined } }}
        loadingLabel="Confirming…"
        frame={(node, state) => <section aria-label={state}>{node}</section>}
      />,
    );
    expect(screen.getByRole('region', { name: 'loading' })).toHaveTextContent('Confirming…');
    rerender(
      <AsyncFallback
        resources={{ order: { error: serverError() } }}
        loadingLabel="Confirming…"
        frame={(node, state) => <section aria-label={state}>{node}</section>}
      />,
    );
    expect(screen.getByRole('region', { name: 'error' })).toContainElement(
      screen.getByRole('alert'),
    );
  });
});
