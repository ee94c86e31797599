import { ChevronDown, LifeBuoy } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BRAND_NAME } from '../../../shared/brand';
import { buttonClasses } from '../../components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { usePageMeta } from '../../lib/page-meta';
import { useStoreCopy } from '../../lib/store-copy';

interface Faq {
  question: string;
  answer: string;
}

interface HelpTopic {
  value: string;
  label: string;
  faqs: readonly Faq[];
}

// Every answer must stay true of the product as built: sign-in is Google only (so there is
// no password to reset), the planner is built in, and prices are dated U.S. average reference prices.
const STORES_ANSWER = 'stores';
const PRICES_ANSWER = 'prices';

const TOPICS: readonly HelpTopic[] = [
  {
    value: 'getting-started',
    label: 'Getting Started',
    faqs: [
      {
        question: 'How do I create my first meal plan?',
        answer:
          'Sign in with Google and answer a few questions about the cuisines and dishes you like, your diet, your allergies and your pantry. Then choose Create Plan: confirm your pantry, pick breakfast, lunch or dinner, choose a store and set your budget. Your plan appears on your dashboard when it is ready.',
      },
      {
        question: 'What does the free plan include?',
        answer:
          'One meal plan in total: a 1-day plan for 2 servings, with its recipes, its shopping list and the store button. Pro removes the limit and lets you plan 1, 3, 5 or 7 days for 1 to 50 servings.',
      },
      {
        question: 'How long does a plan take?',
        answer: `${BRAND_NAME}'s built-in planner works out a plan in well under a second. Your dashboard shows the plan as soon as it has been saved, usually within a few seconds.`,
      },
      {
        question: 'Why does it ask for a minimum budget?',
        answer:
          'A plan needs enough money to buy every meal you ask for. The minimum grows with the number of meals, days and servings, and the budget step tells you the figure for your choices before you create the plan.',
      },
    ],
  },
  {
    value: 'account',
    label: 'Account',
    faqs: [
      {
        question: 'How do I sign in?',
        answer: `With your Google account, using Continue with Google on the sign-in page. ${BRAND_NAME} has no passwords of its own, so there is no password to reset: if you can sign in to Google, you can sign in here.`,
      },
      {
        question: 'How do I change my food preferences?',
        answer:
          'Open Settings and use the Meal Preferences buttons to edit your cuisines, meals, dietary restrictions or allergies. Your next plan uses the new choices.',
      },
      {
        question: 'How do I upgrade or cancel Pro?',
        answer:
          'Open Settings and choose a Pro plan in the Subscription section, monthly or yearly. Subscribers can manage or cancel their subscription from the same section through the payment provider.',
      },
      {
        question: 'How do I delete my account?',
        answer:
          'Open Settings and use Delete Account in the Danger Zone, then confirm. Your preferences, pantry and plans are deleted with it. If you have an active Pro subscription, cancel it first.',
      },
    ],
  },
  {
    value: 'shopping',
    label: 'Shopping',
    faqs: [
      {
        question: 'How does the shopping list work?',
        answer:
          'It lists everything your plan needs, merged across recipes and rounded up to whole packages, with a total. Remove what you already have; removed items move to their own section, where you can add them back.',
      },
      {
        question: 'Which stores can I shop at?',
        answer:
          // Replaced at render by what this server's stores really do (see HelpPage).
          STORES_ANSWER,
      },
      {
        question: 'Are the prices exact?',
        answer:
          // Replaced at render: live store prices where a store's API is set up.
          PRICES_ANSWER,
      },
      {
        question: 'What is the pantry for?',
        answer:
          'It lists the staples you keep at home, such as spices, baking goods and condiments. Plans treat them as already in your kitchen, so they are left off your shopping list.',
      },
      {
        question: 'Does Walmart charge extra for small orders?',
        answer:
          'Walmart adds a fee to orders under $35, so the budget step warns you when your budget is below that.',
      },
    ],
  },
];

export function HelpPage() {
  usePageMeta({
    title: 'Help Center',
    description: `Answers about getting started with ${BRAND_NAME}, your account and shopping.`,
  });
  const copy = useStoreCopy();
  const answerOf = (answer: string) =>
    answer === STORES_ANSWER
      ? copy.cartText
      : answer === PRICES_ANSWER
        ? `Not exactly. ${copy.pricesText}`
        : answer;

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-extrabold tracking-tight">Help Center</h1>
      <p className="mt-3 text-lg text-fg-muted">Answers to the questions people ask most.</p>

      <Tabs defaultValue="getting-started" className="mt-8">
        <TabsList aria-label="Help topics">
          {TOPICS.map((topic) => (
            <TabsTrigger key={topic.value} value={topic.value}>
              {topic.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TOPICS.map((topic) => (
          <TabsContent key={topic.value} value={topic.value} className="mt-6">
            <h2 className="sr-only">{topic.label}</h2>
            <div className="divide-y divide-line rounded-2xl border border-line bg-surface">
              {topic.faqs.map((faq, index) => (
                <FaqItem key={faq.question} question={faq.question} openAtFirst={index === 0}>
                  {answerOf(faq.answer)}
                </FaqItem>
              ))}
            </div>
          </TabsContent>
        ))}
      </Tabs>

      <div className="mt-12 flex flex-col items-start gap-4 rounded-2xl border border-line bg-surface-muted p-6 sm:flex-row sm:items-center">
        <LifeBuoy aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="flex-1">
          <h2 className="font-bold">Still stuck?</h2>
          <p className="text-sm text-fg-muted">Tell us what happened and what you expected.</p>
        </div>
        <Link to="/contact" className={buttonClasses('primary', 'md')}>
          Contact Support
        </Link>
      </div>
    </div>
  );
}

/**
 * One question that opens to its answer (the disclosure pattern: a heading's button with
 * aria-expanded). Any number may be open at once. Plain elements rather than Radix Accordion,
 * which cost a public page about 5 KB gzipped for what a button and a state do (issue 14).
 */
function FaqItem({
  question,
  openAtFirst,
  children,
}: {
  question: string;
  openAtFirst: boolean;
  children: string;
}) {
  const [open, setOpen] = useState(openAtFirst);
  const id = useId();
  const answerId = `${id}-answer`;
  const questionId = `${id}-question`;
  return (
    <div>
      <h3>
        <button
          id={questionId}
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((was) => !was)}
          className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold hover:bg-surface-muted"
        >
          {question}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-fg-muted transition-transform group-aria-expanded:rotate-180"
          />
        </button>
      </h3>
      <div
        id={answerId}
        role="region"
        aria-labelledby={questionId}
        hidden={!open}
        className="px-5 pb-5 leading-relaxed text-fg-muted"
      >
        {children}
      </div>
    </div>
  );
}
