import { Link } from 'react-router';
import { PageIntro } from './page-intro';

// What using Themeport involves, as the product works today; onboarding's checkbox agrees to it.
const SECTIONS = [
  {
    title: 'Your account',
    body: 'You sign up with a verified e-mail address and keep your password to yourself. The owner of a workspace decides who joins it and with which role, and answers for what its members do there.',
  },
  {
    title: 'Themes and licences',
    body: 'Adding a free theme or buying a paid one gives your workspace a licence to use it for its sites. The theme stays the work of its developer, who keeps its rights; you may not resell or redistribute it as a theme of your own.',
  },
  {
    title: 'Plans and payments',
    body: 'Paid themes are charged once; plans renew each month on your default card until you cancel. A downgrade or a cancellation takes effect at the end of the period, and every payment issues an invoice on the Billing page.',
  },
  {
    title: 'Your sites and content',
    body: 'What you publish on your sites is yours and your responsibility: it must be lawful and must not harm others. Sites above your plan’s limit are kept but not served until you upgrade.',
  },
  {
    title: 'Ending',
    body: 'You can delete your workspace at any time from Account settings. Themeport may suspend an account that breaks these terms.',
  },
];

export function TermsPage() {
  return (
    <>
      <PageIntro
        title="Terms of Service"
        description="The terms you agree to when you use Themeport to add or buy themes and run your sites."
      />
      <div className="container-page max-w-3xl pb-16">
        {SECTIONS.map((section) => (
          <section key={section.title} className="border-t border-border py-6">
            <h2 className="text-lg font-semibold">{section.title}</h2>
            <p className="mt-2 leading-relaxed text-muted-foreground">{section.body}</p>
          </section>
        ))}
        <p className="border-t border-border pt-6 text-sm text-muted-foreground">
          Questions? See{' '}
          <Link to="/pricing" className="underline underline-offset-4">
            Pricing
          </Link>{' '}
          or contact our sales team from there.
        </p>
      </div>
    </>
  );
}
