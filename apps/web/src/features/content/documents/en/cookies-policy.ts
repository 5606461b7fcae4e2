import type { ContentDocument } from './types';

export const cookiesPolicyDocument: ContentDocument = {
  slug: 'cookies-policy',
  title: 'Cookies Policy',
  description:
    'The cookies and local storage {{siteName}} uses: only what is needed to keep you signed in, plus first-party measurement if you agree.',
  lastUpdated: '2026-11-27',
  intro:
    'We keep cookies to a minimum. This policy lists exactly what {{siteName}} stores in your browser, why, for ' +
    'how long, and how you can change your choice.',
  sections: [
    {
      id: 'what-cookies-are',
      heading: 'What cookies and local storage are',
      blocks: [
        {
          kind: 'p',
          text:
            'A cookie is a small piece of information that a website asks your browser to keep and send back on ' +
            'later visits. Local storage is a similar feature that lets a website keep information in your browser ' +
            'on your own device. We use both, in the limited ways described below.',
        },
      ],
    },
    {
      id: 'summary',
      heading: 'In short',
      blocks: [
        {
          kind: 'list',
          items: [
            'We use only first-party cookies and storage, set by {{siteName}} itself.',
            'We do not use third-party analytics cookies or advertising cookies.',
            'We do not track you across other websites.',
            'Measurement of page views and sign-up steps happens only if you choose "Accept measurement", and the ' +
              'records are kept in our own database.',
          ],
        },
      ],
    },
    {
      id: 'strictly-necessary',
      heading: 'Strictly necessary storage',
      blocks: [
        {
          kind: 'p',
          text:
            'These items are needed for the service to work, for example to keep you signed in securely. Because the ' +
            'service cannot work without them, they do not need your consent, but we still want you to know about ' +
            'them.',
        },
        {
          kind: 'list',
          items: [
            'Sign-in cookie: a secure, httpOnly cookie that holds your refresh token and keeps you signed in. Scripts ' +
              'on the page cannot read it. It is set only when you sign in. Normally it is a session cookie, which ' +
              'your browser removes when you close it. If you tick "Remember me" when signing in, it lasts for 30 ' +
              'days. It is removed when you sign out.',
            'Known-device cookie ("signin_device"): a secure, httpOnly cookie set when you sign in, so that we ' +
              'recognise this browser the next time you sign in to the same account. If someone else keeps trying ' +
              'wrong passwords for your account, we slow them down but still let you in from this browser. It holds ' +
              'a random number and a date, signed by us, never your e-mail address or password; it is sent only when ' +
              'you sign in, and lasts 180 days. Signing out does not remove it; clearing your browser’s cookies does.',
            'Sign-up verification cookie: a short-lived cookie set while you register, so that we can match the ' +
              'code we e-mail you to your sign-up. It expires shortly after sign-up and is not used for anything else.',
            'Sign-up progress cookie ("questionnaire_answered"): set once you have answered the short questions that ' +
              'start sign-up, so that the registration page opens for you instead of sending you back to the ' +
              'questions. It holds only the value 1, never your answers (they stay in your browser tab), lasts until ' +
              'you close your browser, and is removed once your account is created.',
            'Session state (local storage key "user"): remembers your signed-in session and how far you have got ' +
              'with your profile, so pages load correctly when you return or refresh. It is cleared when you sign ' +
              'out.',
            'Theme preference (local storage key "isExclusive"): remembers whether to show the purple Exclusive ' +
              'theme or the standard theme.',
            'Your cookie choice (local storage key "cookieConsent", with a copy in the cookie "cookie_consent" that ' +
              'lasts a year): remembers whether you have accepted or declined optional measurement, so we do not ask ' +
              'you on every visit. The copy lets our server show the cookie question with the page itself, and only ' +
              'to visitors who have not answered it; it holds nothing but your answer.',
          ],
        },
      ],
    },
    {
      id: 'optional-measurement',
      heading: 'Optional measurement',
      blocks: [
        {
          kind: 'p',
          text:
            'When you first visit, a banner at the bottom of the page asks for your choice: "Accept measurement" or ' +
            '"Necessary only". If you choose "Accept measurement", we count which of our pages are viewed and which ' +
            'sign-up steps are completed (from the first question to the last onboarding step). This helps us find ' +
            'where people get stuck and make the service easier to use. The records are stored in our own database. ' +
            'They are not sent to analytics or advertising companies, and they are not used to build a profile of ' +
            'you for advertising.',
        },
        {
          kind: 'list',
          items: [
            'Measurement identifier (local storage key "analyticsVisitorId"): a random number created when you accept ' +
              'measurement, so that we can count visitors rather than clicks. It is not linked to your account, name ' +
              'or e-mail address, and it is deleted from your browser as soon as you choose "Necessary only".',
            'What each record holds: that random number, the type of page (for example "a member profile", never ' +
              'which member), or the sign-up step, and the time. We do not record what you type, search terms, your ' +
              'IP address or your browser details with these records.',
            'How long we keep them: 13 months, after which they are deleted.',
          ],
        },
        {
          kind: 'p',
          text:
            'If you choose "Necessary only", or make no choice, no measurement takes place and no measurement ' +
            'identifier is stored. Declining does not affect anything else on {{siteName}}.',
        },
      ],
    },
    {
      id: 'what-we-do-not-use',
      heading: 'What we do not use',
      blocks: [
        {
          kind: 'p',
          text:
            'We do not use third-party analytics services, advertising or retargeting cookies, social media tracking ' +
            'pixels, or any technology that follows you from site to site. When you pay for a plan, our payment ' +
            'processor may use its own cookies on its payment pages to process the payment securely and prevent ' +
            "fraud; those pages are governed by the payment processor's own policies.",
        },
      ],
    },
    {
      id: 'changing-your-choice',
      heading: 'Changing your choice',
      blocks: [
        {
          kind: 'p',
          text:
            'You can change your mind at any time. Select "Cookie settings" in the footer of any page to show the ' +
            'banner again, then choose "Accept measurement" or "Necessary only". Your new choice applies from that ' +
            'moment: choosing "Necessary only" stops measurement and deletes the measurement identifier from your ' +
            'browser. Records already made cannot be linked to you, and are deleted when they reach 13 months.',
        },
      ],
    },
    {
      id: 'clearing-cookies',
      heading: 'Clearing cookies in your browser',
      blocks: [
        {
          kind: 'p',
          text:
            'You can also remove cookies and local storage using your browser settings. In most browsers you will ' +
            'find this under Settings, then Privacy or Privacy and security, then an option such as "Clear browsing ' +
            'data" or "Manage website data". You can choose to clear data for {{siteName}} only.',
        },
        {
          kind: 'p',
          text:
            'If you clear them, you will be signed out, your theme will return to the default, and we will ask for ' +
            'your cookie choice again on your next visit. If you block strictly necessary cookies altogether, you ' +
            'will not be able to sign in.',
        },
      ],
    },
    {
      id: 'more-information',
      heading: 'More information',
      blocks: [
        {
          kind: 'p',
          text:
            'Our Privacy Policy (/privacy-policy) explains how we handle personal information more generally. If you ' +
            'have questions about this policy, write to our privacy officer at {{privacyEmail}}. If we change the ' +
            'cookies or storage we use, we will update this policy and the date at the top.',
        },
      ],
    },
  ],
};
