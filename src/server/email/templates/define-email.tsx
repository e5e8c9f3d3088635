import type { ReactElement } from 'react';
import type { Database } from '@/server/db/client';
import { sendEmail, type EmailKind } from '../outbox';
import { renderEmail, type RenderedEmail } from './render-email';

/** One email: its outbox kind, its subject and its body, all from the same props. */
export interface EmailTemplate<P> {
  kind: EmailKind;
  subject: (props: P) => string;
  Body: (props: P) => ReactElement;
}

export const defineEmail = <P,>(template: EmailTemplate<P>) => template;

export function renderTemplate<P>(template: EmailTemplate<P>, props: P): Promise<RenderedEmail> {
  const { Body } = template;
  return renderEmail(template.subject(props), <Body {...(props as P & object)} />);
}

/** Renders both parts and writes them to the outbox (the record of exactly what was sent). */
export async function sendTemplate<P>(
  db: Database,
  to: string,
  template: EmailTemplate<P>,
  props: P,
): Promise<number> {
  const rendered = await renderTemplate(template, props);
  return sendEmail(db, { to, kind: template.kind, ...rendered });
}
