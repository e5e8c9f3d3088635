/** The funnel's analytics event names (prefixed '[TEST] - ' outside production by trackEvent). */
export const ANALYTICS_EVENTS = {
  pageViewed: 'Page Viewed',
  quizStarted: 'Quiz Started',
  quizCompleted: 'Quiz Completed',
  planChosen: 'Plan Chosen',
  checkoutStarted: 'Checkout Started',
  purchase: 'Purchase',
  flagshipTest: 'Flagship Test',
} as const;
