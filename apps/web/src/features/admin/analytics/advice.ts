// spec 001 §2.13's static advice: fixed texts, not computed from the data.

export const SUBSCRIPTION_RECOMMENDATIONS = [
  'Trial conversion: the industry average is 25%. Below it, shorten time to value in the first days of the trial and remind users before it ends.',
  'Churn: target a monthly churn under 5%. Above it, reach out to accounts that stopped logging in and ask cancelling users why.',
  'Use Lifetime Value by Cohort to see whether newer customers stay longer than older ones.',
] as const;

/** spec 001 §2.13 risk indicators: the share of each group expected to churn. */
export const CHURN_RISK_INDICATORS = [
  ['Trial users without payment method', '85% churn'],
  ['Single-user accounts', '45% churn'],
  ['Low usage (under 5 logins per month)', '38% churn'],
] as const;

export const RETENTION_TIPS = [
  'Ask trial users for a payment method early and explain what happens when the trial ends.',
  'Invite single-user accounts to add their team: shared workspaces churn less.',
  'Watch accounts with under 5 logins a month and offer help before the renewal.',
  'Read the cancellation reasons each month and fix the most common one first.',
] as const;

export const PAYMENT_RECOMMENDATIONS = [
  'Ask customers to update cards before they expire, and let failed renewals retry on days 3, 7 and 14.',
  'Send a mail with a link to update the card as soon as a renewal fails.',
  'For insufficient funds, retry near the start of the month, when balances are higher.',
  'Watch card brands whose success rate is under 90%: they may need a different processor setting.',
] as const;
