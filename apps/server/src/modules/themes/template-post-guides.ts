/** What a theme's demo blog is written from: its row, and the tagline of its home hero. */
export interface PostProfile {
  name: string;
  tagline: string;
  description: string;
  features: string[];
  category: string;
  type: string;
  images: string[];
  createdAt: Date;
}

const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const feature = (profile: PostProfile, index: number) =>
  lowerFirst(profile.features[index] ?? profile.features[0] ?? 'our site');

/** The body of 'A guide for first-time visitors', written for the theme's industry. */
export function firstVisitGuide(profile: PostProfile): string {
  const { name } = profile;
  switch (profile.category) {
    case 'technology':
      return `New to ${name}? Here is how to go from a first look to a first result in under an hour.

## 1. Start with the overview
The home page sums up what we do in one line: ${lowerFirst(profile.tagline)}. Skim the feature list, then pick the one problem you came to solve.

## 2. Try it with a real task
A demo full of sample data tells you little. Bring one small, real task and take it from start to finish; most people know whether we fit within the first session.

## 3. Read the short guides first
Every feature has a one-page guide. Start with the ${feature(profile, 0)}, then the ${feature(profile, 1)}. The long reference can wait until you need it.

## 4. Ask us anything
Write to us through the contact page. A person on our team, not a bot, answers within one business day.

## Before you commit
- Choose the plan that fits your team today, not the one you might need next year.
- Your data is yours: export it whenever you like, at no cost.`;
    case 'business':
      return `Meeting a new adviser is a big step. Here is what to expect when you first come to ${name}.

## Before we meet
Send a short note through the contact page describing what you need help with. A few sentences are enough; we will reply within one business day to arrange a time.

## What to bring
- Any recent documents that relate to your question
- A list of the questions that keep you up at night
- The outcome you would call a success

## The first conversation
It is free and takes about thirty minutes. We listen first, ask a few questions, and tell you plainly whether we are the right people to help.

## How fees work
Fees are agreed in writing before any work starts. If the scope changes, we talk about it before the bill does.

## Confidentiality
Everything you share with us stays between you and us. That is not a policy we wrote for the website; it is how we have always worked.`;
    case 'creative':
      return `Thinking of working with ${name}? Here is how a project with us usually runs, from the first email to launch day.

## The brief
Tell us what you are making, who it is for and when it needs to be ready. Rough notes are fine; a good brief is a conversation, not a form.

## Direction
Within a week we come back with two or three directions: references, a mood board and a short note on why each could work. You pick one, or the best parts of each.

## Making
This is where the ${feature(profile, 0)} earns its keep. You see work in progress every week, so nothing arrives as a surprise.

## Delivery
Every file, in every format you need, with a one-page guide to using it well.

## Timelines
Most projects take four to eight weeks. Tell us about a hard deadline early and we will plan back from it.`;
    case 'lifestyle':
      return `Whether this is your first visit or your fifth, here is how to make the most of ${name}.

## Plan ahead
Have a look around the site first. The ${feature(profile, 0)} and the ${feature(profile, 1)} answer most questions before you need to ask them.

## What to bring
Comfortable clothes, an open mind and any questions you have written down along the way.

## On the day
Arrive ten minutes early so nothing feels rushed. Tell us about anything we should know; we adapt everything to you.

## Afterwards
We send a short summary with the next steps. Most people find a small routine easier to keep than a big plan.

## Still unsure?
Send us a message through the contact page. We are happy to talk it through before you book anything.`;
    case 'education':
      return `Starting something new is exciting and a little daunting. Here is how to get going with ${name}.

## Pick the right starting point
Every course lists what you should know before you begin. If you are unsure, start one level lower: momentum matters more than pride.

## Set a pace you can keep
Two or three short sessions a week beat one long one. The ${feature(profile, 0)} helps you keep track without thinking about it.

## Learn by doing
Each lesson ends with a small exercise. Do it, even when you think you have understood: that is where the learning sticks.

## Ask for help early
Stuck for more than twenty minutes? Ask. Our tutors would much rather answer a question today than untangle a misunderstanding next month.

## Finish strong
Complete the final project and you receive a certificate you can share with employers and friends.`;
    case 'commerce':
      return `First order with ${name}? Here is everything you need to know, from browsing to delivery.

## Finding what you need
Browse by collection or search for something specific. The ${feature(profile, 0)} makes it easy to compare before you decide.

## Ordering
Add what you like to your basket and check out in a few steps. You receive a confirmation by email straight away.

## Delivery
Orders leave us within two working days, with tracking from the moment they do. Digital products arrive in your inbox within minutes.

## Returns
Changed your mind? You have thirty days to return anything unused, and we refund the full price.

## Questions
Write to us through the contact page and a real person will answer within one business day.`;
    default:
      return `New here? Here is a short tour of ${name} and how we work.

## Who we are
${profile.description}

## What we offer
- The ${feature(profile, 0)}
- The ${feature(profile, 1)}
- The ${feature(profile, 2)}

## How to get started
Have a look around, read a post or two on this blog, and send us a message through the contact page when you are ready. We answer every message within one business day.`;
  }
}
