import { Card, CardGrid, Inner, Lead, Section } from './home-styles';

const STEPS = [
  {
    title: 'Tell us about your pup',
    text: 'Weight, age, activity and allergies: the quiz takes a couple of minutes.',
  },
  {
    title: 'Get a tailored plan',
    text: 'We work out daily calories and portions, and suggest the recipes that suit.',
  },
  {
    title: 'Fresh food, delivered',
    text: 'Meals arrive pre-portioned and ready to serve, with the price per week up front.',
  },
  {
    title: 'Adjust anytime',
    text: 'Change recipes, skip a box or move a delivery from your account.',
  },
];

export function HowItWorksSection() {
  return (
    <Section aria-labelledby="home-how-title">
      <Inner>
        <h2 id="home-how-title">How it works</h2>
        <Lead>Four steps from the first question to a happy bowl.</Lead>
        <CardGrid as="ol">
          {STEPS.map((step, index) => (
            <Card key={step.title}>
              <h3>
                <span aria-hidden="true">{index + 1}. </span>
                {step.title}
              </h3>
              <p>{step.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Inner>
    </Section>
  );
}
