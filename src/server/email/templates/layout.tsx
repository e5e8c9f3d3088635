import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';
import { displayFirstName } from '@/domain/customer-name';
import { EMAIL_BRAND, EMAIL_TYPE } from './brand';
import { myPlanUrl } from './links';

const { colors, fonts } = EMAIL_BRAND;
const type = EMAIL_TYPE;

/* The site's look in what mail clients keep: its palette, type scale and fonts, cards on bone. */
const styles = {
  body: { backgroundColor: colors.paper, fontFamily: fonts.body, color: colors.ink, margin: 0 },
  container: { maxWidth: '600px', margin: '0 auto', padding: '24px 16px' },
  card: {
    backgroundColor: '#ffffff',
    border: `1px solid ${colors.line}`,
    borderRadius: '24px',
    padding: '32px 28px',
  },
  wordmark: {
    fontFamily: fonts.body,
    fontSize: type['2xl'].size,
    lineHeight: type['2xl'].lineHeight,
    fontWeight: 800,
    letterSpacing: '-0.5px',
    color: colors.brand,
    margin: '0 0 16px 4px',
  },
  heading: {
    fontFamily: fonts.display,
    fontSize: type['2xl'].size,
    lineHeight: type['2xl'].lineHeight,
    fontWeight: 700,
    margin: '0 0 16px',
    color: colors.ink,
  },
  subheading: {
    fontFamily: fonts.display,
    fontSize: type.lg.size,
    lineHeight: type.lg.lineHeight,
    fontWeight: 700,
    margin: '24px 0 12px',
    color: colors.ink,
  },
  text: {
    fontSize: type.base.size,
    lineHeight: type.base.lineHeight,
    margin: '0 0 16px',
    color: colors.ink,
  },
  button: {
    backgroundColor: colors.brand,
    color: colors.brandText,
    borderRadius: '999px',
    padding: '14px 28px',
    fontSize: type.base.size,
    lineHeight: type.base.lineHeight,
    fontWeight: 700,
    textDecoration: 'none',
  },
  footer: {
    fontSize: type.sm.size,
    lineHeight: type.sm.lineHeight,
    color: colors.muted,
    margin: '0 0 8px',
  },
  row: { fontSize: type.base.size, lineHeight: type.base.lineHeight, margin: 0 },
  link: { color: colors.brand, textDecoration: 'underline' },
} as const;

/**
 * The one layout: wordmark, the message in a card, then who we are and how to reach us. Mail to
 * staff (`forStaff`) is not a customer's: no Canine Care contacts, hours or My plan link.
 * `forCustomer: false` for someone who has no plan to manage (a friend invited to the shop):
 * their email does not send them to My plan.
 */
export function EmailLayout(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  forStaff?: boolean;
  forCustomer?: boolean;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          {/* A text wordmark, not an image: nothing remote to load or block. */}
          <Text style={styles.wordmark}>{EMAIL_BRAND.name.toLowerCase()}</Text>
          <Section style={styles.card}>
            <Heading as="h1" style={styles.heading}>
              {props.heading}
            </Heading>
            {props.children}
            <P>{props.forStaff ? EMAIL_BRAND.name : EMAIL_BRAND.teamName}</P>
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0' }} />
          {props.forStaff ? null : <CustomerFooter myPlan={props.forCustomer !== false} />}
          <Text style={styles.footer}>{EMAIL_BRAND.postalAddress.join(', ')}</Text>
        </Container>
      </Body>
    </Html>
  );
}

function CustomerFooter({ myPlan }: { myPlan: boolean }) {
  return (
    <>
      <Text style={styles.footer}>
        Questions? Write to{' '}
        <Link style={styles.link} href={`mailto:${EMAIL_BRAND.supportEmail}`}>
          {EMAIL_BRAND.supportEmail}
        </Link>{' '}
        or call{' '}
        <Link style={styles.link} href={EMAIL_BRAND.supportPhoneHref}>
          {EMAIL_BRAND.supportPhone}
        </Link>
        .
      </Text>
      <Text style={styles.footer}>{EMAIL_BRAND.businessHours.join(' · ')}</Text>
      {myPlan ? (
        <Text style={styles.footer}>
          Manage your deliveries at{' '}
          <Link style={styles.link} href={myPlanUrl()}>
            My plan
          </Link>
          .
        </Text>
      ) : null}
    </>
  );
}

/** A section's title inside the message (the site's h2 step). */
export function H2(props: { children: ReactNode }) {
  return (
    <Heading as="h2" style={styles.subheading}>
      {props.children}
    </Heading>
  );
}

export function P(props: { children: ReactNode }) {
  return <Text style={styles.text}>{props.children}</Text>;
}

/** 'Hi Maya,' only for a real name: a placeholder or a blank one reads 'Hi there,'. */
export function Greeting(props: { firstName: string }) {
  const name = displayFirstName(props.firstName).trim();
  return <P>{name ? `Hi ${name},` : 'Hi there,'}</P>;
}

/** The one call to action of an email; its link also appears in the text part. */
export function Cta(props: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button href={props.href} style={styles.button}>
        {props.children}
      </Button>
    </Section>
  );
}

/** Lines of an amount table ("Subtotal: $60.00"), each a paragraph so the text part keeps them. */
export function AmountRows(props: { rows: Array<[label: string, amount: string]> }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {props.rows.map(([label, amount]) => (
        <Text key={label} style={styles.row}>
          {label}: <strong>{amount}</strong>
        </Text>
      ))}
    </Section>
  );
}
