import { Section, Text } from '@react-email/components';
import type { TimelineStep } from '@/domain/first-box-timeline';
import { EMAIL_BRAND, EMAIL_TYPE } from './brand';

const { colors } = EMAIL_BRAND;

const styles = {
  step: {
    margin: '0 0 0 6px',
    padding: '0 0 16px 18px',
    borderLeft: `2px solid ${colors.line}`,
  },
  last: { margin: '0 0 16px 6px', padding: '0 0 0 18px', borderLeft: '2px solid transparent' },
  title: {
    fontSize: EMAIL_TYPE.base.size,
    lineHeight: EMAIL_TYPE.base.lineHeight,
    fontWeight: 700,
    color: colors.brand,
    margin: 0,
  },
  detail: {
    fontSize: EMAIL_TYPE.sm.size,
    lineHeight: EMAIL_TYPE.sm.lineHeight,
    color: colors.muted,
    margin: 0,
  },
} as const;

/**
 * The confirmation page's "What happens next" as an email can draw it: a rule down the left joins
 * the steps (no images, no positioned dots, which many clients drop). Each line stays its own
 * paragraph, so the text part reads as a list.
 */
export function EmailTimeline({ steps }: { steps: TimelineStep[] }) {
  return (
    <Section style={{ margin: '0 0 8px' }}>
      {steps.map((step, index) => (
        <Section key={step.key} style={index === steps.length - 1 ? styles.last : styles.step}>
          <Text style={styles.title}>{step.title}</Text>
          {step.details.map((detail) => (
            <Text key={detail} style={styles.detail}>
              {detail}
            </Text>
          ))}
        </Section>
      ))}
    </Section>
  );
}
