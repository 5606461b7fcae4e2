import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqs as localizedFaqs, helpTopics as localizedHelpTopics } from '../content';
import { LocationProbe, renderSite } from '../testing/render-site';
import { FaqsPage } from './faqs-page';
import { HelpPage } from './help-page';

const faqs = localizedFaqs.en;
const helpTopics = localizedHelpTopics.en;

const routes = [
  { path: '/help', element: <HelpPage /> },
  { path: '/faqs', element: <FaqsPage /> },
  { path: '*', element: <LocationProbe /> },
];

const questionButtons = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded') && button.closest('main'));

describe('/help', () => {
  it('groups every FAQ under its topic, with one H1', async () => {
    await renderSite('/help', { routes });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const topic of helpTopics) {
      expect(screen.getByRole('heading', { level: 2, name: topic.title })).toBeInTheDocument();
    }
    expect(questionButtons()).toHaveLength(faqs.length);
    // Every FAQ belongs to a topic, so none is unreachable from the help centre.
    expect(new Set(helpTopics.flatMap((topic) => topic.faqIds))).toEqual(new Set(faqs.map((faq) => faq.id)));
  });

  it('explains horoscope matching to families: what the score is, that it is no prediction, and what others see', async () => {
    const user = userEvent.setup();
    await renderSite('/help', { routes });
    await user.type(screen.getByRole('searchbox', { name: 'Search the help centre' }), 'horoscope');
    const score = screen.getByRole('button', {
      name: 'What does the horoscope score mean, and what does it not mean?',
    });
    await user.click(score);
    const answer = document.getElementById(score.getAttribute('aria-controls') ?? '');
    expect(answer).toHaveTextContent(/a score out of 36, worked out only from where the Moon was/);
    expect(answer).toHaveTextContent(/in eight parts/);
    expect(answer).toHaveTextContent(/It is not a prediction and not advice/);
    const privacy = screen.getByRole('button', {
      name: 'Who sees my horoscope, and what can others tell from a score?',
    });
    await user.click(privacy);
    expect(document.getElementById(privacy.getAttribute('aria-controls') ?? '')).toHaveTextContent(
      /Only members who have turned horoscope matching on too see a score with you.*such as your Moon sign/,
    );
    expect(screen.getByRole('button', { name: 'Do you offer horoscope matching (kundli milan)?' })).toBeInTheDocument();
  });

  it('search filters the questions by question and answer text', async () => {
    const user = userEvent.setup();
    await renderSite('/help', { routes });
    const search = screen.getByRole('searchbox', { name: 'Search the help centre' });

    await user.type(search, 'refund');
    const matching = faqs.filter((faq) => `${faq.question} ${faq.answer}`.toLowerCase().includes('refund'));
    expect(matching.length).toBeGreaterThan(0);
    expect(questionButtons()).toHaveLength(matching.length);
    expect(screen.getByRole('button', { name: 'Can I get a refund?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Who can join?' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(`${matching.length} answer`);
    expect(screen.getByRole('status')).toHaveTextContent(/match(es)? “refund”/);

    // Words are matched independently and in answers too: "six digit" is not a phrase in any question.
    await user.clear(search);
    await user.type(search, 'CODE minutes');
    expect(screen.getByRole('button', { name: /didn't receive my 6-digit code/ })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzqx nothing like this');
    expect(questionButtons()).toHaveLength(0);
    expect(screen.getByText(/Nothing matches “zzqx nothing like this”/)).toBeInTheDocument();

    await user.clear(search);
    expect(questionButtons()).toHaveLength(faqs.length);
  });

  it('the accordion toggles an answer with aria-expanded', async () => {
    const user = userEvent.setup();
    await renderSite('/help', { routes });
    const question = screen.getByRole('button', { name: 'Who can join?' });
    const answer = document.getElementById(question.getAttribute('aria-controls')!)!;
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer).not.toBeVisible();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(/18 or over/);
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a way to contact us', async () => {
    await renderSite('/help', { routes });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('/faqs', () => {
  it('lists every FAQ in the accordion under one H1', async () => {
    await renderSite('/faqs', { routes });
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(questionButtons()).toHaveLength(faqs.length);
    expect(screen.queryByText(/\{\{/)).toBeNull();
  });
});
