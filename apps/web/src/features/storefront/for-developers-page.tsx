import { ArrowRight, BadgeCheck, Rocket, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session';
import { PageIntro } from './page-intro';

const BENEFITS = [
  {
    title: 'Keep up to 80% of every sale',
    body: 'One of the best revenue shares in the market, paid out for every theme you sell.',
    icon: Wallet,
  },
  {
    title: 'Reach buyers who ship',
    body: 'Clients come to Themeport to launch real sites, and deploy your theme in a few clicks.',
    icon: Users,
  },
  {
    title: 'A storefront that sells',
    body: 'Large previews, live demos, reviews and ratings present your work the way it deserves.',
    icon: BadgeCheck,
  },
];

const STEPS = [
  { title: 'Create your developer account', body: 'Sign up as a developer and tell buyers about yourself.' },
  {
    title: 'Upload your theme',
    body: 'Add your Astro.js or Next.js theme with screenshots, features and a demo link.',
  },
  { title: 'Get reviewed and go live', body: 'We check quality and publish your theme to the marketplace.' },
  { title: 'Earn on every sale', body: 'Track downloads and revenue, and ship updates whenever you like.' },
];

/**
 * Where 'Start Selling' and 'Get Started' lead (spec 000 §2 names /auth, read as its sign-up
 * screen): a signed-in developer goes to the developer portal; anyone else signs up as a developer.
 */
function useSellingPath(): string {
  const session = useSession();
  return session?.user.role === 'developer' ? '/developer-portal' : '/signup?role=developer';
}

export function ForDevelopersPage() {
  const sellingPath = useSellingPath();
  return (
    <>
      <PageIntro
        eyebrow={
          <Badge variant="accent" className="px-3 py-1 text-[13px]">
            <Rocket aria-hidden="true" />
            Now Accepting Developers
          </Badge>
        }
        title="Build and sell premium themes"
        description="Turn your Astro.js and Next.js themes into a business. List them on Themeport and keep up to 80% of each sale."
      >
        <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link to={sellingPath}>
              Start Selling
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/pricing">View pricing</Link>
          </Button>
        </div>
      </PageIntro>

      <section aria-labelledby="benefits-heading" className="container-page">
        <h2 id="benefits-heading" className="sr-only">
          Why sell on Themeport
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {BENEFITS.map(({ title, body, icon: Icon }) => (
            <li key={title} className="rounded-xl border border-border bg-white p-6 sm:p-8">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent-soft text-primary-strong ring-1 ring-[#d6e4ff] ring-inset">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="steps-heading" className="container-page mt-24">
        <div className="mx-auto max-w-3xl">
          <h2 id="steps-heading" className="text-center text-2xl font-semibold tracking-tight sm:text-[28px]">
            How it works
          </h2>
          <ol className="mt-10 flex flex-col gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex gap-5 rounded-xl border border-border bg-white p-5 sm:p-6">
                <span
                  aria-hidden="true"
                  className="tabular flex size-8 shrink-0 items-center justify-center rounded-full bg-foreground text-sm font-semibold text-white"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="font-semibold">{step.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-muted-foreground">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="cta-heading" className="container-page mt-24">
        <div className="relative overflow-hidden rounded-xl bg-foreground px-6 py-14 text-center sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(40rem_16rem_at_50%_-4rem,rgba(59,130,246,0.45),transparent_70%)]"
          />
          <div className="relative">
            <h2 id="cta-heading" className="text-2xl font-semibold tracking-tight text-white sm:text-3xl">
              Ready to sell your first theme?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-[15px] text-[#c4c4cc]">
              Join the developers building the next generation of Astro.js and Next.js sites.
            </p>
            <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild size="lg" className="bg-white text-foreground hover:bg-[#f0f0f2]">
                <Link to={sellingPath}>Get Started</Link>
              </Button>
              <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10">
                <Link to="/pricing">Compare plans</Link>
              </Button>
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
