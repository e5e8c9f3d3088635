// Component tests that mock nothing and change no global the next file could see: they run
// unisolated in vitest's `components-shared` project (vitest.config.mts), one jsdom and one
// module graph per worker, and eslint.config.mjs keeps module mocks, stubs and fake timers out
// of them. A component test not listed here runs isolated in `components`, so a new test is
// safe by default; list it here once it mocks nothing, to save its start-up.
export const SHARED_DOM_COMPONENT_TESTS = [
  'src/features/account/edit-recipes/recipe-choice-cards.test.tsx',
  'src/features/account/my-plan/next-box-summary.test.tsx',
  'src/features/admin/customers/consent-records.test.tsx',
  'src/features/admin/customers/order-refund.component.test.tsx',
  'src/features/admin/customers/plan-parity.test.tsx',
  'src/features/admin/customers/portion-picker.test.tsx',
  'src/features/admin/customers/subscription-panel.test.tsx',
  'src/features/admin/maintenance/maintenance-switch.test.tsx',
  'src/features/admin/offers/offer-form.test.tsx',
  'src/features/auth/login/use-recaptcha.test.tsx',
  'src/features/catalog/calculator/portion-calculator.test.tsx',
  'src/features/checkout/components/order-summary.test.tsx',
  'src/features/checkout/confirmation/first-box-guide.test.tsx',
  'src/features/marketing/faqs/faqs-content.test.tsx',
  'src/features/onboarding/funnel/funnel-progress.test.tsx',
  'src/lib/integrations/chat/intercom-loader.test.tsx',
  'src/ui/async-content.test.tsx',
  'src/ui/brand/logo.test.tsx',
  'src/ui/client-only.test.tsx',
  'src/ui/forms/focus-first-invalid.test.tsx',
  'src/ui/forms/quantity-stepper.test.tsx',
  'src/ui/layout/consent/consent-banner.test.tsx',
  'src/ui/layout/flow-layout.test.tsx',
  'src/ui/layout/menus/slide-down-menu.test.tsx',
  'src/ui/layout/slide-out-panel/slide-out-panel.test.tsx',
  'src/ui/primitives/button.test.tsx',
  'src/ui/primitives/menu-button.test.tsx',
];
