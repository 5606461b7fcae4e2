import type { Faq } from './types';

export const faqs: Faq[] = [
  // Getting started
  {
    id: 'what-is-site',
    topic: 'getting-started',
    question: 'What is {{siteName}}?',
    answer:
      '{{siteName}} is a matrimonial service for people seeking marriage, and for the families who help them search. ' +
      'It is run by {{companyName}}, an Australian company, and welcomes members of every faith and community.',
  },
  {
    id: 'is-it-a-dating-site',
    topic: 'getting-started',
    question: 'Is {{siteName}} a dating site?',
    answer:
      'No. {{siteName}} is only for people looking for a marriage partner. Profiles used for casual dating or ' +
      'short-term relationships are removed.',
  },
  {
    id: 'who-can-join',
    topic: 'getting-started',
    question: 'Who can join?',
    answer:
      'Anyone aged 18 or over who is legally free to marry and is genuinely seeking marriage, whether they live in ' +
      'Australia or overseas. Each person may have only one profile.',
  },
  {
    id: 'how-sign-up-works',
    topic: 'getting-started',
    question: 'How does sign-up work?',
    answer:
      'You answer a short questionnaire, enter your e-mail address and we send you a 6-digit code. Enter the code ' +
      'within 10 minutes to verify your address, choose a password, and then build your profile at your own pace.',
  },
  {
    id: 'code-not-received',
    topic: 'getting-started',
    question: "I didn't receive my 6-digit code, or it has expired. What should I do?",
    answer:
      'Codes are valid for 10 minutes. Check your junk or spam folder, make sure the e-mail address you entered is ' +
      'correct, and then request a new code. If it still does not arrive, contact {{supportEmail}}.',
  },
  {
    id: 'is-it-free',
    topic: 'getting-started',
    question: 'Is it free?',
    answer:
      'Yes, the Standard plan is free: you can register, build your profile, set preferences, see your matches and ' +
      'send connection requests. Premium and Exclusive are paid plans, with prices in Australian dollars on our ' +
      'Plans page (/subscription-tiers).',
  },
  {
    id: 'parents-registering',
    topic: 'getting-started',
    question: 'Can I register on behalf of my son, daughter, brother or sister?',
    answer:
      'Yes. When you sign up, say whom the profile is for. You get an account of your own and fill in their ' +
      'profile, then we e-mail them a link. Nobody sees the profile until they have chosen their own password, read ' +
      'everything you wrote (photos included) and confirmed it; if they decline, it is deleted and we let you know. ' +
      'The person the profile is for must be 18 or older, and they make the final decision about any proposal.',
  },
  {
    id: 'family-help',
    topic: 'getting-started',
    question: 'Can my family or a trusted friend help with my search?',
    answer:
      'Yes, openly and each with their own account: a parent, a brother or sister, another relative, a ' +
      'guardian or a friend. From My Details, open "Family help" and invite them by e-mail, choosing what each ' +
      'may do: browse matches, keep the shared shortlist with notes, send or answer requests, read and write ' +
      'in your chats, or edit your profile. Someone you invite needs no profile of their own: their account ' +
      'only helps, under the name you know them by. Every change they make is listed for you to undo, and a ' +
      'photo they add is shown to others only once you approve it. They can never see your password or contact ' +
      'details, change your e-mail or phone, change your photo privacy settings, delete your account or make ' +
      'calls. You see everything they do for you and can change or end their help at any time. Other members ' +
      'see that your profile is managed with family. When someone helping you sends a request or a message, ' +
      'others see only how they are related to you, in the word you chose when you invited them (such as ' +
      '“guardian” or “sister”), never their name.',
  },
  // Profiles and privacy
  {
    id: 'photo-privacy',
    topic: 'profiles-and-privacy',
    question: 'Who can see my photos?',
    answer:
      'You decide. Your photo privacy settings let you show your photos to other members or keep them private until ' +
      'you choose to share them. We also remove hidden data, such as location details, from every photo you upload.',
  },
  {
    id: 'sensitive-details',
    topic: 'profiles-and-privacy',
    question: 'Who can see my religion, community or income?',
    answer:
      'These details are optional, and they are shown to other members only as your visibility settings allow. We ' +
      'never show them to people outside {{siteName}} and never use them for advertising. Our Privacy Policy ' +
      '(/privacy-policy) explains more.',
  },
  {
    id: 'what-to-include',
    topic: 'profiles-and-privacy',
    question: 'What should I include in my profile?',
    answer:
      'Honest, current details about yourself and your family, recent photos of the person the profile is for, and a ' +
      'few warm sentences about who you are and what you hope for in a marriage. Families respond best to profiles ' +
      'that feel genuine and complete.',
  },
  {
    id: 'edit-profile',
    topic: 'profiles-and-privacy',
    question: 'Can I change my profile or preferences later?',
    answer:
      'Yes. You can update your profile, photos, privacy settings and partner preferences from your dashboard ' +
      'whenever you like, and your matches will reflect the changes.',
  },
  // Matches and connections
  {
    id: 'how-matching-works',
    topic: 'matches-and-connections',
    question: 'How does matching work?',
    answer:
      'Matching is mutual: we suggest members who fit your partner preferences and whose own preferences you also ' +
      'fit. Matches are based only on the details members provide. Horoscope matching is there for members who ' +
      'choose it (see the next questions).',
  },
  {
    id: 'horoscope-matching',
    topic: 'matches-and-connections',
    question: 'Do you offer horoscope matching (kundli milan)?',
    answer:
      'Yes, for members who want it. In My Details you can choose “Use my birth details for horoscope matching” (it ' +
      'is off until you turn it on) and pick your city of birth from our list; your date of birth is already there, and ' +
      'your time of birth if you know it. When two members have both turned it on, each sees their score with the other ' +
      'on the profile page, and you can ask Discover for members with at least the score you choose. Nothing about ' +
      'horoscopes is shown to or about anyone who has not turned it on.',
  },
  {
    id: 'horoscope-score',
    topic: 'matches-and-connections',
    question: 'What does the horoscope score mean, and what does it not mean?',
    answer:
      'It is the traditional North Indian Guna Milan (Ashtakoota): a score out of 36, worked out only from where the ' +
      'Moon was when each of you was born (its sign, or rashi, and its birth star, or nakshatra), in eight parts, from ' +
      'varna (1 point) to nadi (8 points). We show each part, its points and what it looks at, and the Manglik result ' +
      'beside the score, not added to it. It is not a prediction and not advice: families and astrologers read it ' +
      'differently, many look at the whole chart, and many happy couples have a low score. We never call a match good ' +
      'or bad. Without a time of birth we work out only what does not need it; on a day when the Moon changed birth ' +
      'star, the score needs your time of birth.',
  },
  {
    id: 'horoscope-privacy',
    topic: 'matches-and-connections',
    question: 'Who sees my horoscope, and what can others tell from a score?',
    answer:
      'Only members who have turned horoscope matching on too see a score with you, with its parts and whether each of ' +
      'you is Manglik. Someone who knows the rules can work out something of your chart from the parts, such as your ' +
      'Moon sign, so turn it on only if you are happy to share that. Your connections also see your Moon sign and birth ' +
      'star, as they already see your birth details. You can turn it off at any time in My Details, and your score is ' +
      'then no longer shown.',
  },
  {
    id: 'few-matches',
    topic: 'matches-and-connections',
    question: 'Why am I seeing only a few matches?',
    answer:
      'Because matching works both ways, very narrow preferences can mean fewer suggestions. Try widening an age ' +
      'range or location, and make sure your own profile is complete so that others can find you.',
  },
  {
    id: 'connection-requests',
    topic: 'matches-and-connections',
    question: 'What is a connection request?',
    answer:
      'A connection request is a polite way of saying you are interested in a profile. The other member can accept ' +
      'or decline, and nobody can message you unless a request between you has been accepted.',
  },
  {
    id: 'chat-paid-plans',
    topic: 'matches-and-connections',
    question: 'Can I chat with my connections?',
    answer:
      'Starting conversations, replying and voice and video calls are part of Premium and Exclusive. Once a ' +
      'connection request has been accepted, members on those plans can write to and call each other privately ' +
      'within {{siteName}}. A member on Standard can read the messages their connections send them, and can reply ' +
      'once they upgrade; a call needs both members on Premium or Exclusive. Each plan’s card on our Plans page ' +
      'says who it can message and call.',
  },
  // Plans and billing
  {
    id: 'plans-and-prices',
    topic: 'plans-and-billing',
    question: 'What plans are there and how much do they cost?',
    answer:
      'There are three plans: Standard (free), Premium and Exclusive. Current features and prices, in Australian ' +
      'dollars, are on our Plans page (/subscription-tiers).',
  },
  {
    id: 'exclusive-criteria',
    topic: 'plans-and-billing',
    question: 'Who can join Exclusive?',
    answer:
      'Exclusive is for established professionals who meet our criteria and complete identity and occupation ' +
      'verification. You can read the full criteria on our Exclusive page (/exclusive).',
  },
  {
    id: 'change-plan',
    topic: 'plans-and-billing',
    question: 'Can I change my plan?',
    answer:
      'Yes. You can upgrade at any time from the Plans page (/subscription-tiers). To move to a lower plan, cancel ' +
      'your current plan; you keep its features until the end of the period you have paid for.',
  },
  {
    id: 'cancel-plan',
    topic: 'plans-and-billing',
    question: 'How do I cancel a paid plan?',
    answer:
      'You can cancel from your dashboard or by e-mailing {{supportEmail}}. Cancelling stops future renewals, you ' +
      'keep your paid features until the end of the current period, and then your account moves to the free ' +
      'Standard plan.',
  },
  {
    id: 'refunds',
    topic: 'plans-and-billing',
    question: 'Can I get a refund?',
    answer:
      'Payments are not refunded for a change of mind, but you always keep your rights under the Australian Consumer ' +
      'Law, including a refund where there is a major failure with the service. If something has gone wrong, e-mail ' +
      '{{supportEmail}} and we will look into it. Our Terms and conditions (/terms-conditions) explain the details.',
  },
  {
    id: 'payment-security',
    topic: 'plans-and-billing',
    question: 'Is my payment secure?',
    answer:
      'Payments are handled by our payment processor over an encrypted connection. We never see or store your full ' +
      'card number.',
  },
  // Safety
  {
    id: 'block-and-report',
    topic: 'safety',
    question: 'How do I block or report someone?',
    answer:
      "Open the member's profile and choose Block or Report. Blocking stops them contacting you, and reporting sends " +
      'the profile to our team for review. You can also e-mail details to {{supportEmail}}.',
  },
  {
    id: 'safety-tips',
    topic: 'safety',
    question: 'How can I stay safe?',
    answer:
      'Keep conversations on {{siteName}} until you feel confident, video call before meeting, meet in a public ' +
      'place and tell your family where you are going. Read our advice on staying safe (/advice) for more.',
  },
  {
    id: 'asked-for-money',
    topic: 'safety',
    question: 'Someone has asked me for money. What should I do?',
    answer:
      'Do not send any money, gifts or bank details, however convincing the story. This is a common sign of a ' +
      'romance scam: stop contact, report the profile to us, and you can also report it to Scamwatch at ' +
      'www.scamwatch.gov.au.',
  },
  {
    id: 'profiles-verified',
    topic: 'safety',
    question: 'Are members verified?',
    answer:
      'Every member verifies their e-mail address. Members can also ask for the verified tick by sending a photo ' +
      'of an identity document and a selfie from My Details; our team compares them, and both photos are deleted ' +
      'as soon as we decide. Exclusive members also complete identity and occupation verification. Other details ' +
      'are provided by members themselves, so please take sensible care and report anything that seems wrong.',
  },
  // Account
  {
    id: 'forgot-password',
    topic: 'account',
    question: 'I forgot my password. How do I reset it?',
    answer:
      'Go to Forgot password (/forgot-password), enter your registered e-mail address and follow the instructions we ' +
      'send you to choose a new password.',
  },
  {
    id: 'change-email',
    topic: 'account',
    question: 'How do I change my e-mail address?',
    answer:
      'For your security, please write to {{supportEmail}} from your current registered address and tell us the new ' +
      'address you would like to use. We will confirm the change with you before we make it.',
  },
  {
    id: 'delete-account',
    topic: 'account',
    question: 'How do I delete my account?',
    answer:
      'Sign in, open the account menu on your Dashboard, choose Delete account and confirm with your password. ' +
      'Deletion is permanent; our Delete account page (/delete-account) explains what is removed and what we must ' +
      'keep by law.',
  },
  {
    id: 'contact-us',
    topic: 'account',
    question: 'How do I contact {{siteName}}?',
    answer:
      'E-mail {{supportEmail}} or call {{supportPhone}}. We reply as soon as we can, and you can find more ' +
      'ways to reach us on our Contact us page (/contact-us).',
  },
];
