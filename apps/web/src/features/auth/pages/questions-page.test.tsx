import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QUESTIONS } from '@app/shared';
import type * as Analytics from '../../../lib/analytics';
import { trackFunnelStep } from '../../../lib/analytics';
import { hasMessage } from '../../../lib/i18n-markup';
import { authMessages } from '../../../locales/auth';
import { mockApi, renderApp } from '../../../testing/render-app';
import { optionSlug } from '../lib/option-slug';
import { QUESTIONNAIRE_ANSWERS_KEY } from '../lib/signup-storage';
import { seedQuestionnaire } from '../testing/answers';

vi.mock('../../../lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  trackFunnelStep: vi.fn(),
}));

const CHOOSE = 'Please choose an answer to continue.';
const group = (name: string) => screen.getByRole('group', { name });
const Q1 = 'To begin, how would you describe yourself?';
const Q2 = 'And who would you like to meet?';

beforeEach(() => {
  vi.mocked(trackFunnelStep).mockClear();
  mockApi();
});

const WHO = 'Who is this profile for?';

async function start() {
  const app = await renderApp({ path: '/questions' });
  await app.user.click(await screen.findByRole('button', { name: 'Let’s begin' }));
  await screen.findByText('Step 1 of 11');
  return app;
}

/** Starts, and answers who the profile is for: the questions about the member (or someone else) follow. */
async function startFor(whom: string) {
  const app = await start();
  await app.user.click(within(group(WHO)).getByRole('radio', { name: whom }));
  await app.user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByText('Step 2 of 11');
  return app;
}

describe('/questions', () => {
  it('opens with a welcome whose Back goes to the home page', async () => {
    const { user, pathname } = await renderApp({ path: '/questions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome — let’s begin your search' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(pathname()).toBe('/');
  });

  it('page 2 validates on Continue, revalidates on change, then moves on; Back returns with answers kept', async () => {
    const { user } = await startFor('Myself');
    expect(trackFunnelStep).toHaveBeenCalledWith('questionnaire_started');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText(CHOOSE)).toHaveLength(2);
    expect(within(group(Q1)).getAllByRole('radio')[0]).toHaveFocus();

    await user.click(within(group(Q1)).getByRole('radio', { name: 'A woman' }));
    await waitFor(() => expect(screen.getAllByText(CHOOSE)).toHaveLength(1));
    await user.click(within(group(Q2)).getByRole('radio', { name: 'A man' }));
    await waitFor(() => expect(screen.queryByText(CHOOSE)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 3 of 11')).toBeInTheDocument();
    expect(group('Have you looked for a life partner online before?')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 2 of 11')).toBeInTheDocument();
    expect(within(group(Q1)).getByRole('radio', { name: 'A woman' })).toBeChecked();
    expect(within(group(Q2)).getByRole('radio', { name: 'A man' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Step 1 of 11')).toBeInTheDocument();
    expect(within(group(WHO)).getByRole('radio', { name: 'Myself' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Let’s begin' })).toBeInTheDocument();
  });

  it('keeps answers in sessionStorage only, and resumes on the same page after a reload', async () => {
    const first = await startFor('Myself');
    await first.user.click(within(group(Q1)).getByRole('radio', { name: 'Non-binary' }));
    expect(JSON.parse(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY) ?? '{}')).toMatchObject({
      '6': 'Myself',
      '1': 'Non-binary',
    });
    expect(Object.keys(localStorage)).not.toContain(QUESTIONNAIRE_ANSWERS_KEY);
    await first.user.click(within(group(Q2)).getByRole('radio', { name: 'A woman' }));
    await first.user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Step 3 of 11');
    first.unmount();

    await renderApp({ path: '/questions' });
    expect(await screen.findByText('Step 3 of 11')).toBeInTheDocument();
  });

  it('resumes no later than the first page whose stored answer is no longer valid', async () => {
    seedQuestionnaire(8);
    const stored = JSON.parse(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(QUESTIONNAIRE_ANSWERS_KEY, JSON.stringify({ ...stored, '4': 'Some day' }));
    await renderApp({ path: '/questions' });
    // Page 4 asks question 4: its answer is refused, so the questionnaire opens there rather than on page 9.
    expect(await screen.findByText('Step 4 of 11')).toBeInTheDocument();
  });

  it('asks for an age on the age page', async () => {
    seedQuestionnaire(5);
    const { user } = await renderApp({ path: '/questions' });
    expect(await screen.findByText('Step 6 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose an age.');
    expect(screen.getByLabelText('How old are you?')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('How old are you?'), '31');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('the partner age range needs both ends, and the youngest below the oldest', async () => {
    seedQuestionnaire(6);
    const { user } = await renderApp({ path: '/questions' });
    expect(await screen.findByText('Step 7 of 11')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose both ages.');

    await user.selectOptions(screen.getByLabelText('From (youngest)'), '40');
    await user.selectOptions(screen.getByLabelText('To (oldest)'), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The youngest age needs to be lower than the oldest.');
    expect(screen.getByLabelText('To (oldest)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 7 of 11')).toBeInTheDocument();

    // Changing the other end revalidates the pair.
    await user.selectOptions(screen.getByLabelText('From (youngest)'), '25');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByLabelText('To (oldest)')).toHaveAttribute('aria-invalid', 'false');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Step 8 of 11')).toBeInTheDocument();
  });

  it('“None of these” clears the other interests, and another interest clears “None”', async () => {
    seedQuestionnaire(10);
    const { user } = await renderApp({ path: '/questions' });
    expect(await screen.findByText('Step 11 of 11')).toBeInTheDocument();
    const box = (name: string) => screen.getByRole('checkbox', { name });

    await user.click(screen.getByRole('button', { name: 'Continue to create your account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose at least one, or “None of these”.');
    expect(box('Sport')).toHaveFocus();

    await user.click(box('Music'));
    await user.click(box('Cooking'));
    expect(box('Music')).toBeChecked();
    await user.click(box('None of these'));
    expect(box('None of these')).toBeChecked();
    expect(box('Music')).not.toBeChecked();
    expect(box('Cooking')).not.toBeChecked();

    await user.click(box('Art'));
    expect(box('Art')).toBeChecked();
    expect(box('None of these')).not.toBeChecked();
    expect(JSON.parse(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY) ?? '{}')['12']).toEqual(['Art']);
  });

  it('finishing goes to /register (answers complete) and counts the completed questionnaire', async () => {
    seedQuestionnaire(10);
    const { user, pathname } = await renderApp({ path: '/questions' });
    await user.click(await screen.findByRole('checkbox', { name: 'Photography' }));
    await user.click(screen.getByRole('button', { name: 'Continue to create your account' }));
    await waitFor(() => expect(pathname()).toBe('/register'));
    expect(trackFunnelStep).toHaveBeenCalledWith('questionnaire_completed');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('a parent is asked every question about their son or daughter, and the answers are about him', async () => {
    const { user, pathname } = await startFor('My son or daughter');
    expect(screen.queryByRole('group', { name: Q1 })).not.toBeInTheDocument();
    await user.click(
      within(group('How would you describe your son or daughter?')).getByRole('radio', { name: 'A man' }),
    );
    // Once his gender is given, he is named by it.
    await user.click(within(group('And who would your son like to meet?')).getByRole('radio', { name: 'A woman' }));
    const next = () => user.click(screen.getByRole('button', { name: /^Continue/ }));
    const answer = async (question: string, option: string) => {
      await user.click(
        within(await screen.findByRole('group', { name: question })).getByRole('radio', { name: option }),
      );
      await next();
    };
    await next();
    await answer('Have you looked online for a life partner for your son before?', 'No, this is my first time');
    await answer('What are your son’s hopes for marriage?', 'Ready to marry soon');
    await answer('How long have you been searching for a partner for your son?', 'I’ve just started');
    await user.selectOptions(await screen.findByLabelText('How old is your son?'), '27');
    await next();
    expect(await screen.findByText('What age range would you like your son’s partner to be in?')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('From (youngest)'), '22');
    await user.selectOptions(screen.getByLabelText('To (oldest)'), '30');
    await next();
    await answer('Would you like your son’s partner to live in Australia?', 'Yes');
    await answer('How important is a horoscope match for your son?', 'It doesn’t matter to me');
    await answer('Do religion and community (caste) matter in the choice of your son’s partner?', 'Yes, they matter');
    const hobbies = await screen.findByRole('group', { name: 'What does your son enjoy in his free time?' });
    await user.click(within(hobbies).getByRole('checkbox', { name: 'Music' }));
    await next();
    await waitFor(() => expect(pathname()).toBe('/register'));
    expect(JSON.parse(sessionStorage.getItem(QUESTIONNAIRE_ANSWERS_KEY) ?? '{}')).toMatchObject({
      '6': 'Child',
      '1': 'Man',
      '2': 'Woman',
      '7': '27',
      '8': { min: '22', max: '30' },
    });
  });

  it('has our own wording and a “why we ask” line for every question and option', () => {
    for (const question of QUESTIONS) {
      const base = `auth.questionnaire.${question.key}`;
      expect(hasMessage(`${base}.question`, authMessages), `${base}.question`).toBe(true);
      // Every question but “who is this profile for” is asked about someone else too, in a whole sentence per
      // person (each person's, question-field.test.tsx).
      if (question.id !== 6)
        expect(hasMessage(`${base}.questionAbout.relative`, authMessages), `${base}.questionAbout`).toBe(true);
      expect(hasMessage(`${base}.summary`, authMessages), `${base}.summary`).toBe(true);
      if (question.kind === 'age' || question.kind === 'age-range') continue;
      for (const option of question.options) {
        const key = `${base}.options.${optionSlug(option)}`;
        expect(hasMessage(key, authMessages), key).toBe(true);
      }
    }
  });
});
