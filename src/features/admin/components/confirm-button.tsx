import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/ui/primitives/button';
import { FormRow } from './admin-styles';

/**
 * A two-step button for what cannot be undone: the first click asks (a group named by the
 * question, focus on "Yes"), the second does it; "No" puts the first button back and focus on it.
 */
export function ConfirmButton({
  label,
  ask,
  confirm,
  keep = 'No, keep it',
  disabled,
  onConfirm,
  variant = 'destructive',
  size,
}: {
  /** The first button, e.g. 'Delete SPRING'. */
  label: string;
  /** What happens, as the question shown: 'Delete SPRING? Nobody can use it again.' */
  ask: ReactNode;
  /** The second button, e.g. 'Yes, delete SPRING'. */
  confirm: string;
  keep?: string;
  disabled?: boolean;
  onConfirm: () => unknown;
  variant?: 'destructive' | 'secondary';
  size?: 'small';
}) {
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  // The button shown after each step: the first button or "Yes" (the first in its group).
  const shownRef = useRef<HTMLSpanElement>(null);
  const [moved, setMoved] = useState(false);
  useEffect(() => {
    if (moved) shownRef.current?.querySelector('button')?.focus();
  }, [asking, moved]);
  if (!asking)
    return (
      <span ref={shownRef}>
        <Button
          size={size}
          variant={variant}
          disabled={disabled}
          onClick={() => {
            setMoved(true);
            setAsking(true);
          }}
        >
          {label}…
        </Button>
      </span>
    );
  return (
    <div role="group" aria-labelledby={questionId}>
      <p id={questionId}>{ask}</p>
      <FormRow as="span" ref={shownRef}>
        <Button
          size={size}
          variant="destructive"
          disabled={disabled}
          onClick={async () => {
            await onConfirm();
            setAsking(false);
          }}
        >
          {confirm}
        </Button>
        <Button size={size} variant="secondary" onClick={() => setAsking(false)}>
          {keep}
        </Button>
      </FormRow>
    </div>
  );
}
