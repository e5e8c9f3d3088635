import { useState, type FormEvent } from 'react';
import {
  correctBoxTracking,
  markBoxShipped,
  type FulfilmentBox,
  type ShipInput,
} from '@/lib/api-client/admin/fulfilment';
import { toApiError, toUserMessage, type ApiClient } from '@/lib/api-client';
import { FormError, SelectField, TextField } from '@/ui/forms';
import { Button } from '@/ui/primitives/button';
import { CARRIER_OPTIONS } from '../box-text';

/**
 * Carrier and tracking number for one packed box; the server checks the number's format. With
 * `correcting`, the same form puts right a shipped box's number.
 */
export function ShipForm({
  client,
  box,
  onShipped,
  correcting = false,
}: {
  client: ApiClient;
  box: FulfilmentBox;
  onShipped: (box: FulfilmentBox) => void;
  correcting?: boolean;
}) {
  const [carrier, setCarrier] = useState<ShipInput['carrier'] | ''>('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!carrier) {
      setErrors({ carrier: 'Choose the carrier.' });
      return;
    }
    setBusy(true);
    setErrors({});
    setFormError('');
    try {
      const send = correcting ? correctBoxTracking : markBoxShipped;
      const shipped = await send(client, box, {
        carrier,
        tracking_number: trackingNumber,
        ...(carrier === 'other' ? { tracking_url: trackingUrl } : {}),
      });
      onShipped(shipped);
    } catch (caught) {
      const error = toApiError(caught);
      const fields = Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? '']),
      );
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFormError(error.detail ?? toUserMessage(error, { action: 'submit' }).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      aria-label={
        correcting ? `Correct ${box.pup_name}’s tracking number` : `Ship ${box.pup_name}’s box`
      }
      onSubmit={submit}
      noValidate
    >
      <SelectField
        label="Carrier"
        placeholder="Choose a carrier"
        options={CARRIER_OPTIONS}
        value={carrier}
        onChange={(event) => setCarrier(event.target.value as ShipInput['carrier'])}
        error={errors.carrier}
        required
      />
      <TextField
        label="Tracking number"
        value={trackingNumber}
        onChange={(event) => setTrackingNumber(event.target.value)}
        error={errors.tracking_number}
        autoComplete="off"
        required
      />
      {carrier === 'other' ? (
        <TextField
          label="Tracking page address"
          hint="The https address where the customer can follow this parcel."
          type="url"
          value={trackingUrl}
          onChange={(event) => setTrackingUrl(event.target.value)}
          error={errors.tracking_url}
          required
        />
      ) : null}
      {formError ? <FormError role="alert">{formError}</FormError> : null}
      <Button type="submit" size="small" disabled={busy}>
        {correcting ? 'Save the corrected tracking number' : 'Mark shipped'}
      </Button>
    </form>
  );
}
