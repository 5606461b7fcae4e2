import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ExclusiveCriterionResult, ExclusiveEligibilityResponse } from '@app/shared/plans';
import { messagingLines } from '@app/shared/plans/messaging';
import { buildUser, mockApi, renderApp, reply, type MockReply } from '../../../testing/render-app';
import { plansReply } from '../../../testing/plans';
import { setLanguage } from '../../../lib/i18n';
import { browserNavigation } from '../lib/redirect';

/** The first render loads the page's code on demand: slow on a busy machine. */
const LOADED = { timeout: 10_000 };
const CHECKOUT = 'POST subscription/createCheckoutSession';
const ELIGIBILITY = 'POST subscription/checkExclusiveEligibility';
const checkoutAnswer = reply(201, {
  success: true,
  provider: 'local',
  url: 'http://localhost/api/v1/payment-process/local-checkout/cs_1',
  sessionId: 'cs_1',
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** /plan for a signed-in Standard member, the plans answered; opens `choice` ("Choose Premium"). */
async function choose(choice: string, calls: Record<string, MockReply | (() => MockReply)> = {}, period?: 'Yearly') {
  const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  const api = mockApi({ 'GET plan/getAllPlans': plansReply(), ...calls });
  const app = await renderApp({ path: '/plan', signedInAs: buildUser({ usertype: 'Standard' }) });
  const cards = await screen.findByRole('list', { name: 'Plans' }, LOADED);
  if (period) await app.user.click(screen.getByRole('radio', { name: 'Yearly' }));
  await app.user.click(within(cards).getByRole('button', { name: choice }));
  const dialog = await screen.findByRole('dialog', {}, LOADED);
  return { ...app, api, assign, dialog };
}

type CriterionId = ExclusiveCriterionResult['id'];
type Worded = Pick<ExclusiveCriterionResult, 'reason' | 'params' | 'message'>;
const declared = (message: string): Worded => ({ reason: 'declared', params: {}, message });
const notDeclared = (message: string): Worded => ({ reason: 'notDeclared', params: {}, message });

/** Each criterion's title, and its result met and not met, as the server answers with the default thresholds. */
const RESULTS: Record<CriterionId, { title: string; met: Worded; unmet: Worded }> = {
  profile_complete: {
    title: 'A complete profile',
    met: { reason: 'met', params: {}, message: 'Your profile sections are complete.' },
    unmet: {
      reason: 'sectionsMissing',
      params: { sections: ['personal', 'other'] },
      message:
        'Please complete your profile first: the personal details, religion and community sections are not finished yet.',
    },
  },
  age_gender: {
    title: 'Minimum age',
    met: { reason: 'met', params: { minAge: 21 }, message: 'You meet the minimum age of 21.' },
    unmet: {
      reason: 'tooYoung',
      params: { minAge: 21, minAgeWoman: 18, minAgeMan: 21 },
      message: 'You need to be at least 21 to join Exclusive. Exclusive is open to women from 18 and men from 21.',
    },
  },
  annual_income: {
    title: 'Annual income',
    met: { reason: 'met', params: { minIncomeAud: 100_000 }, message: 'Your income meets the minimum of AU$100,000.' },
    unmet: {
      reason: 'incomeBelow',
      params: { minIncomeAud: 100_000 },
      message: 'Exclusive asks for an annual income of at least AU$100,000.',
    },
  },
  qualification: {
    title: 'Education',
    met: {
      reason: 'met',
      params: { education: 'bachelor' },
      message: "Your qualification meets the bachelor's degree minimum.",
    },
    unmet: {
      reason: 'noQualification',
      params: { education: 'bachelor' },
      message: "Please add your highest qualification to your profile (a bachelor's degree or higher).",
    },
  },
  professional_achievements: {
    title: 'Professional standing',
    met: declared('You have confirmed an established career or professional achievements.'),
    unmet: notDeclared('Please confirm that you have an established career or professional achievements.'),
  },
  community_family_values: {
    title: 'Community and family values',
    met: declared('You have confirmed that community and family values matter to you.'),
    unmet: notDeclared('Please confirm that your background is grounded in community and family values.'),
  },
  no_criminal_background: {
    title: 'No criminal record',
    met: declared('You have confirmed that you have no criminal record.'),
    unmet: notDeclared('Please confirm that you have no criminal record.'),
  },
  verification_willingness: {
    title: 'Identity and occupation checks',
    met: declared('You have agreed to have your identity and occupation checked.'),
    unmet: notDeclared(
      'Please agree to have your identity and occupation checked; every Exclusive member is verified.',
    ),
  },
};

const criterion = (id: CriterionId, satisfied: boolean): ExclusiveCriterionResult => ({
  id,
  title: RESULTS[id].title,
  satisfied,
  ...(satisfied ? RESULTS[id].met : RESULTS[id].unmet),
});
const PROFILE_CRITERIA = ['profile_complete', 'age_gender', 'annual_income', 'qualification'] as const;
const DECLARATION_CRITERIA = [
  'professional_achievements',
  'community_family_values',
  'no_criminal_background',
  'verification_willingness',
] as const;
const eligibility = (unmet: CriterionId[] = []): MockReply => {
  const profile = PROFILE_CRITERIA.map((id) => criterion(id, !unmet.includes(id)));
  const declarations = DECLARATION_CRITERIA.map((id) => criterion(id, false));
  const details = [...profile, ...declarations];
  return reply(200, {
    success: true,
    isEligible: false,
    unmatchedCriteria: details.filter((item) => !item.satisfied).map((item) => item.message),
    details,
  } satisfies ExclusiveEligibilityResponse);
};

describe('buying a plan', { timeout: 30_000 }, () => {
  it('Premium: shows price and contents, both confirmations are required, then goes to the checkout page', async () => {
    const { dialog, user, api, assign } = await choose('Choose Premium', { [CHECKOUT]: checkoutAnswer });
    expect(within(dialog).getByRole('heading', { name: 'Premium, billed monthly' })).toBeInTheDocument();
    expect(within(dialog).getByText('A$29.99')).toBeInTheDocument();
    expect(within(dialog).getByText('Premium perk one')).toBeInTheDocument();
    // Who Premium may write to and call, from the entitlement table, before paying.
    const messaging = within(dialog).getByRole('list', { name: 'Messages and calls' });
    expect([...messaging.querySelectorAll('li')].map((item) => item.textContent)).toEqual(messagingLines('Premium'));
    const terms = within(dialog).getAllByRole('link', { name: 'terms and conditions' });
    for (const link of terms) expect(link).toHaveAttribute('href', '/terms-conditions');
    expect(within(dialog).getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');

    const pay = within(dialog).getByRole('button', { name: 'Continue to payment' });
    await user.click(pay);
    const [refund, accept] = within(dialog).getAllByRole('checkbox');
    expect(refund).toHaveAccessibleDescription('Please confirm that you understand our refund terms.');
    expect(accept).toHaveAccessibleDescription('Please accept the privacy policy and the terms to continue.');
    expect(api.to(CHECKOUT)).toHaveLength(0);

    await user.click(refund!);
    await user.click(pay);
    expect(api.to(CHECKOUT)).toHaveLength(0);
    await user.click(accept!);
    await user.click(pay);
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/api/v1/payment-process/local-checkout/cs_1'),
    );
    expect(api.to(CHECKOUT)).toHaveLength(1);
    expect(api.to(CHECKOUT)[0]?.body).toEqual({ planId: 'premium-monthly' });
    expect(api.to(CHECKOUT)[0]?.headers.get('authorization')).toBe('Bearer access.jwt');
  });

  it('buys the period chosen on the page', async () => {
    const { dialog, user, api } = await choose('Choose Premium', { [CHECKOUT]: checkoutAnswer }, 'Yearly');
    expect(within(dialog).getByRole('heading', { name: 'Premium, billed yearly' })).toBeInTheDocument();
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() => expect(api.to(CHECKOUT)).toHaveLength(1));
    expect(api.to(CHECKOUT)[0]?.body).toEqual({ planId: 'premium-yearly' });
  });

  it('a higher plan already running: says so in the dialog, and nothing leaves the page', async () => {
    const { dialog, user, assign } = await choose('Choose Premium', {
      [CHECKOUT]: reply(409, {
        success: false,
        code: 'CONFLICT',
        message: 'Your Exclusive plan runs until 1 March 2027; Premium can be bought after it ends.',
      }),
    });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your Exclusive plan runs until 1 March 2027; Premium can be bought after it ends.',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeEnabled();
  });

  it('a failure of the network: a calm message in place, and Not now closes the dialog', async () => {
    const { dialog, user } = await choose('Choose Premium', {
      [CHECKOUT]: reply(503, { success: false, code: 'SERVICE_UNAVAILABLE', message: 'Down' }),
    });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'We could not start the payment. Nothing was charged. Please try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('buying Exclusive: the eligibility step', { timeout: 30_000 }, () => {
  it('shows each criterion; an unmet profile criterion blocks payment and links to where it is fixed', async () => {
    const { dialog, user, api } = await choose('Choose Exclusive', { [ELIGIBILITY]: eligibility(['annual_income']) });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Next: check eligibility' }));
    expect(await within(dialog).findByRole('heading', { name: 'Exclusive eligibility' })).toBeInTheDocument();
    const profile = await within(dialog).findByRole('region', { name: 'From your profile' });
    const income = within(profile).getByText('Annual income').closest('li')!;
    expect(income).toHaveTextContent('Not met yet');
    expect(income).toHaveTextContent('Exclusive asks for an annual income of at least AU$100,000.');
    expect(within(income).getByRole('link', { name: 'Update this in My Details' })).toHaveAttribute(
      'href',
      '/user-dashboard?tab=details',
    );
    expect(within(profile).getAllByText('Met')).toHaveLength(3);
    // The four statements are ticked here, not judged from the profile.
    expect(within(dialog).getByRole('group', { name: 'Please confirm' })).toBeInTheDocument();
    expect(within(within(dialog).getByRole('group', { name: 'Please confirm' })).getAllByRole('checkbox')).toHaveLength(
      4,
    );
    expect(within(dialog).getByText(/Some profile criteria are not met yet/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Continue to payment' })).toBeDisabled();
    expect(api.to(ELIGIBILITY)[0]?.body).toEqual({ declarations: {} });
    expect(api.to(CHECKOUT)).toHaveLength(0);
  });

  it('every statement must be confirmed; they go with the checkout, and a refusal lists what was not met', async () => {
    const { dialog, user, api, assign } = await choose('Choose Exclusive', {
      [ELIGIBILITY]: eligibility(),
      [CHECKOUT]: reply(400, {
        success: false,
        code: 'NOT_ELIGIBLE',
        message: 'You are not eligible for Exclusive yet.',
        unmatchedCriteria: ['Your qualification must be a graduate degree or higher.'],
        details: [],
      }),
    });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Next: check eligibility' }));
    const statements = await within(dialog).findByRole('group', { name: 'Please confirm' });
    const pay = within(dialog).getByRole('button', { name: 'Continue to payment' });
    expect(pay).toBeEnabled();
    await user.click(pay);
    expect(within(dialog).getByText('Please confirm each statement to continue.')).toBeInTheDocument();
    expect(api.to(CHECKOUT)).toHaveLength(0);

    for (const box of within(statements).getAllByRole('checkbox')) await user.click(box);
    await user.click(pay);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Your qualification must be a graduate degree or higher.',
    );
    expect(api.to(CHECKOUT)[0]?.body).toEqual({
      planId: 'exclusive-monthly',
      declarations: {
        professionalAchievements: true,
        communityFamilyValues: true,
        noCriminalBackground: true,
        willingnessForVerification: true,
      },
    });
    expect(assign).not.toHaveBeenCalled();
  });

  it('eligible: Continue to payment sends the browser to the checkout page', async () => {
    const { dialog, user, assign } = await choose('Choose Exclusive', {
      [ELIGIBILITY]: eligibility(),
      [CHECKOUT]: checkoutAnswer,
    });
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Next: check eligibility' }));
    const statements = await within(dialog).findByRole('group', { name: 'Please confirm' });
    for (const box of within(statements).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://localhost/api/v1/payment-process/local-checkout/cs_1'),
    );
  });
});

describe('buying Exclusive in Hindi', { timeout: 30_000 }, () => {
  afterEach(async () => {
    cleanup();
    await act(() => setLanguage('en'));
  });

  /** The eligibility step for a member whose profile misses `unmet`, then the page switched to Hindi. */
  async function eligibilityInHindi(unmet: CriterionId[], calls: Record<string, MockReply> = {}) {
    const opened = await choose('Choose Exclusive', { [ELIGIBILITY]: eligibility(unmet), ...calls });
    for (const box of within(opened.dialog).getAllByRole('checkbox')) await opened.user.click(box);
    await opened.user.click(within(opened.dialog).getByRole('button', { name: 'Next: check eligibility' }));
    await within(opened.dialog).findByRole('region', { name: 'From your profile' });
    await act(() => setLanguage('hi'));
    const profile = await within(opened.dialog).findByRole('region', { name: 'आपकी प्रोफ़ाइल से' }, LOADED);
    return { ...opened, profile };
  }

  it('words each criterion from its reason and params: the amount grouped the Indian way, the level and sections in Hindi', async () => {
    const { profile } = await eligibilityInHindi(['profile_complete', 'annual_income', 'qualification']);
    const item = (title: string) => within(profile).getByText(title).closest('li')!;
    expect(item('सालाना आय')).toHaveTextContent('एक्सक्लूसिव प्लान के लिए कम से कम AU$1,00,000 की सालाना आय ज़रूरी है।');
    expect(item('पूरी प्रोफ़ाइल')).toHaveTextContent(
      'कृपया पहले अपनी प्रोफ़ाइल पूरी करें। ये हिस्से अभी बाक़ी हैं: निजी जानकारी, धर्म और समुदाय।',
    );
    expect(item('शिक्षा')).toHaveTextContent(
      'कृपया अपनी प्रोफ़ाइल में अपनी सबसे ऊँची शैक्षिक योग्यता जोड़ें (स्नातक (बैचलर) डिग्री या उससे ऊपर)।',
    );
    expect(item('न्यूनतम उम्र')).toHaveTextContent('पूरी है');
    // Nothing of the server's English is left.
    expect(profile.textContent).not.toMatch(/Exclusive|profile|income|AU\$100,000|bachelor/i);
  });

  it('a refusal at checkout lists the criteria not met, worded from its details', async () => {
    const refused = [criterion('age_gender', false), criterion('verification_willingness', false)];
    const { dialog, user } = await eligibilityInHindi([], {
      [CHECKOUT]: reply(400, {
        success: false,
        code: 'NOT_ELIGIBLE',
        message: 'You are not eligible for the Exclusive plan yet.',
        unmatchedCriteria: refused.map((item) => item.message),
        details: [criterion('profile_complete', true), ...refused],
      }),
    });
    const statements = within(dialog).getByRole('group', { name: 'कृपया पुष्टि करें' });
    for (const box of within(statements).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'भुगतान पर जाएँ' }));
    const alert = await within(dialog).findByRole('alert');
    expect([...alert.querySelectorAll('li')].map((line) => line.textContent)).toEqual([
      'एक्सक्लूसिव प्लान लेने के लिए आपकी उम्र कम से कम 21 साल होनी चाहिए। यह प्लान महिलाओं के लिए 18 साल और पुरुषों के लिए 21 साल की उम्र से है।',
      'कृपया अपनी पहचान और पेशे की जाँच के लिए सहमति दें; एक्सक्लूसिव प्लान के हर सदस्य की जाँच होती है।',
    ]);
  });
});
