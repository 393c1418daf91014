/** Demo templates for the admin's Create Email (spec 001 §2.10): the messages a back office sends most. */
export const SEED_EMAIL_TEMPLATES = [
  {
    name: 'Welcome to Themeport',
    subject: 'Welcome to Themeport',
    body: `Hi there,

Welcome to Themeport! Your account is ready: pick a theme from the catalogue, add it to your library and launch your first site in minutes.

If you have any questions, just reply to this email.

The Themeport team`,
  },
  {
    name: 'Scheduled maintenance',
    subject: 'Scheduled maintenance this weekend',
    body: `Hi there,

We will carry out scheduled maintenance on Saturday between 02:00 and 04:00 UTC. Your sites stay online; the portal may be unavailable for a few minutes during that window.

Thank you for your patience,
The Themeport team`,
  },
  {
    name: 'Payment problem',
    subject: 'Action needed: update your payment method',
    body: `Hi there,

We could not process the latest payment for your Themeport subscription. Please update your payment method under Billing in the client portal to keep your plan active.

The Themeport team`,
  },
] as const;
