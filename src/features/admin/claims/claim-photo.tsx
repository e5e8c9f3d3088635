import { useEffect, useMemo, useState } from 'react';
import { createAdminClient } from '@/lib/api-client/admin/admin-client';
import { claimPhoto } from '@/lib/api-client/admin/claims';
import { ErrorText, Muted } from '../components/admin-styles';

/** The claim's photo, fetched with the staff token (it is never at a public address). */
export function ClaimPhoto({ claimId, accessToken }: { claimId: number; accessToken: string }) {
  const client = useMemo(() => createAdminClient(accessToken), [accessToken]);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    claimPhoto(client, claimId)
      .then((blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [client, claimId]);
  if (failed) return <ErrorText>The photo could not be loaded.</ErrorText>;
  if (!url) return <Muted aria-busy="true">Loading the photo…</Muted>;
  return (
    <img
      src={url}
      alt={`Photo sent with claim #${claimId}`}
      style={{ maxWidth: '100%', maxHeight: 480 }}
    />
  );
}
