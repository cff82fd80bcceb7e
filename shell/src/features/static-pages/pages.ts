import type { ContentPage } from './content-page';
import { rulesPage } from './rules-page';
import { BETSTOP_URL, GAMBLING_HELP_PHONE, GAMBLING_HELP_URL } from './help-lines';

const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`;

export const staticPages: ContentPage[] = [
  {
    path: '/about-us',
    title: 'About us',
    body: ['We are an Australian licensed online wagering provider for racing and sports.'],
    sections: (brand) => [
      {
        heading: `Who runs ${brand.appName}`,
        paragraphs: [
          `${brand.appName} is run by ${brand.officialName}, ${brand.mailingAddress}. ${brand.registrationNumbers.join('; ')}.`,
          'We take bets from adults (18 or over) who live in Australia, on thoroughbred, harness and greyhound racing and on sport, at fixed odds and on the tote. We do not offer credit, in-play betting online, or casino games.',
        ],
      },
      {
        heading: 'How we look after you',
        paragraphs: [
          'Every account is verified before it can deposit or bet. You can set a deposit limit, take a break or self-exclude from your profile at any time, and we check the National Self-Exclusion Register (BetStop) before an account opens and before every bet.',
          `For free, confidential support call Gambling Help on ${GAMBLING_HELP_PHONE}, 24 hours a day.`,
        ],
      },
      {
        heading: 'Our rules and your information',
        paragraphs: [
          'How bets are accepted and settled is in our wagering rules; our terms and conditions and privacy policy say what we agree with you and how we handle your information. If something goes wrong, our complaints page says how we put it right.',
        ],
      },
    ],
  },
  {
    path: '/contact-us',
    title: 'Contact us',
    body: ['Email our support team any time, or use Live Chat ("Chat with Expert") at the bottom left of every page.'],
    sections: (brand) => [
      {
        heading: `Talk to ${brand.appName}`,
        paragraphs: ['We answer email within one business day and calls every day from 9 am to 9 pm, Sydney time.'],
        contacts: [
          { label: 'Email', value: brand.supportEmail, href: `mailto:${brand.supportEmail}` },
          { label: 'Phone', value: brand.phoneNumber, href: telHref(brand.phoneNumber) },
          { label: 'Post', value: `${brand.officialName}, ${brand.mailingAddress}` },
        ],
      },
      {
        heading: 'Complaints',
        paragraphs: [
          `Email ${brand.supportEmail} with "Complaint" in the subject. We acknowledge a complaint within two business days and answer it within 21 days. If you are not satisfied with our answer you may take it to the regulator that licenses us. ${brand.registrationNumbers.join('; ')}.`,
        ],
        contacts: [{ label: 'The whole process', value: 'Complaints', href: '/complaints' }],
      },
      {
        heading: 'Support for gambling harm',
        paragraphs: [
          `For free, confidential support 24 hours a day call Gambling Help on ${GAMBLING_HELP_PHONE} or visit gamblinghelponline.org.au. To exclude yourself from every licensed Australian wagering provider, register with BetStop at betstop.gov.au.`,
        ],
      },
    ],
  },
  {
    path: '/faq',
    title: 'FAQ',
    body: [
      'How do I verify my account? Upload a valid ID from your profile under Verification.',
      'How long do withdrawals take? Withdrawals to a verified Australian bank account are processed within one business day.',
    ],
  },
  {
    path: '/privacy-policy',
    title: 'Privacy policy',
    body: ['We collect only what the law and your account need, and we never store your card number or CVV.'],
    sections: (brand) => [
      {
        heading: 'Who we are',
        paragraphs: [
          `${brand.officialName} ("${brand.appName}", "we") runs this site and handles your personal information under the Privacy Act 1988 (Cth) and the Australian Privacy Principles.`,
        ],
      },
      {
        heading: 'What we collect and why',
        paragraphs: [
          'Your name, date of birth, address, email and phone number, to open your account and confirm you are 18 or over.',
          'A copy of your identity document, to verify your identity as the Anti-Money Laundering and Counter-Terrorism Financing Act 2006 requires. A document replaced before it was checked is deleted.',
          'Your bets, deposits, withdrawals, limits and exclusions, to run your account, to meet our licence conditions and to keep you safe from gambling harm.',
          'Your card is kept by our payment provider as a masked number; we never store a full card number or CVV.',
        ],
      },
      {
        heading: 'Who we share it with',
        paragraphs: [
          'Our identity-verification and payment providers, our regulator, AUSTRAC, the National Self-Exclusion Register (BetStop) and law enforcement when the law requires it. We never sell your information, and we send marketing only if you agreed to it.',
        ],
      },
      {
        heading: 'Keeping, seeing and correcting it',
        paragraphs: [
          'We keep account records for seven years after an account closes, as the law requires, then delete them.',
          `You may ask for a copy of your information or its correction at ${brand.supportEmail} or ${brand.mailingAddress}. If you are unhappy with our answer you may complain to the Office of the Australian Information Commissioner (oaic.gov.au).`,
        ],
      },
    ],
  },
  {
    path: '/terms-conditions',
    title: 'Terms and conditions',
    body: ['You must be 18 or over to open an account and bet.'],
    sections: (brand) => [
      {
        heading: 'About these terms',
        paragraphs: [
          `These terms are an agreement between you and ${brand.officialName} (${brand.registrationNumbers.join('; ')}). By opening an account you accept them, our wagering rules and our privacy policy.`,
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'You must be 18 or over and live in Australia. You may hold one account, in your own name, and bet only with your own money.',
          'You must verify your identity before you deposit or bet. We may ask for more documents at any time.',
          'Keep your password to yourself. You are responsible for bets placed with your login until you tell us it was misused.',
        ],
      },
      {
        heading: 'Deposits and withdrawals',
        paragraphs: [
          'Deposits come from accounts and cards in your name; we accept debit cards only, never credit. Withdrawals go to a verified Australian bank account in your name.',
          'We do not offer credit, and we may hold a withdrawal while we check it under the Anti-Money Laundering and Counter-Terrorism Financing Act 2006.',
        ],
      },
      {
        heading: 'Bets',
        paragraphs: [
          'A bet stands once we accept it and show its ticket number. Bets settle on the official result under our wagering rules. We may void a bet placed on a price that was plainly wrong, and refund its stake.',
        ],
      },
      {
        heading: 'Responsible gambling',
        paragraphs: [
          'You can set a deposit limit, take a break or self-exclude at any time from your profile, or exclude yourself from every licensed provider with BetStop. A lower limit applies at once; a higher one after 7 days.',
          'We may limit, suspend or close an account to protect a customer from harm or to meet the law.',
        ],
      },
      {
        heading: 'Complaints and contact',
        paragraphs: [
          `Contact us at ${brand.supportEmail}, on ${brand.phoneNumber} or at ${brand.mailingAddress}. Unresolved complaints can go to our regulator.`,
        ],
      },
    ],
  },
  rulesPage,
  {
    path: '/complaints',
    title: 'Complaints',
    body: [
      'If something has gone wrong with your account or a bet, tell us: most complaints are settled on the first call.',
    ],
    sections: (brand) => [
      {
        heading: 'Step 1: tell us',
        paragraphs: [
          `Email ${brand.supportEmail} with "Complaint" in the subject, call ${brand.phoneNumber}, or write to ${brand.officialName}, ${brand.mailingAddress}. Give your username, the ticket number or transaction, and what you would like us to do.`,
        ],
        contacts: [
          { label: 'Email', value: brand.supportEmail, href: `mailto:${brand.supportEmail}` },
          { label: 'Phone', value: brand.phoneNumber, href: telHref(brand.phoneNumber) },
        ],
      },
      {
        heading: 'Step 2: our internal dispute resolution',
        paragraphs: [
          'We acknowledge your complaint within two business days. Someone who was not involved in the matter looks into it, and we give you our final answer in writing within 21 days, with our reasons. If we need longer we tell you why and when to expect it.',
          'A complaint about a bet is judged on the official result and our wagering rules. We keep the bet, its price and its settlement on record, and we never close or limit an account because a complaint was made.',
        ],
      },
      {
        heading: 'Step 3: the regulator',
        paragraphs: [
          `If you are not satisfied with our final answer, or have not had one within 21 days, you may take your complaint to the regulator that licenses us. ${brand.registrationNumbers.join('; ')}. The regulator can decide disputes about bets. A complaint about your personal information can also go to the Office of the Australian Information Commissioner (oaic.gov.au).`,
        ],
      },
    ],
  },
  {
    path: '/mbl',
    title: 'Minimum bet limits',
    body: [
      'Under the Australian minimum bet limit framework we will lay a bet on thoroughbred, harness and greyhound races to lose a set amount.',
    ],
    lastUpdated: (brand) => brand.minimumBetLimitUpdatedAt,
  },
  {
    path: '/responsible-gambling',
    title: 'Responsible gambling',
    body: [
      'Set a deposit limit, take a break or self-exclude from your profile. For free confidential support call Gambling Help on 1800 858 858.',
    ],
    sections: (brand) => [
      {
        heading: 'Stay in control',
        paragraphs: [
          'Gambling should be entertainment, never a way to make money or to escape. Decide what you can afford to lose before you start, and stop when you reach it.',
          'Warning signs: betting more than you planned, chasing losses, borrowing to bet, hiding your betting, or feeling anxious when you are not betting.',
        ],
      },
      {
        heading: 'Tools in your account',
        paragraphs: [
          'Deposit limit: daily, weekly, fortnightly or monthly. A lower limit applies at once; a higher one only after 7 days.',
          'Your spending: your deposits, stakes, returns and result month by month, as a chart and a table.',
          'Activity statement: every month of deposits, bets and wins, to see what betting really costs you.',
          'Take a break or self-exclude: choose a period from one month to five years. You are logged out at once and cannot log in, deposit or bet until it ends.',
        ],
        contacts: [
          { label: 'Your spending', value: 'See your spending', href: '/profile?tab=spending' },
          { label: 'Activity statement', value: 'See your activity statement', href: '/profile?tab=statement' },
        ],
      },
      {
        heading: 'BetStop: the National Self-Exclusion Register',
        paragraphs: [
          'BetStop lets you exclude yourself from every licensed Australian online and phone wagering provider at once, for 3 months up to a lifetime. Register at betstop.gov.au. We check it before every account opens and every bet.',
        ],
      },
      {
        heading: 'Free, confidential help, 24 hours a day',
        paragraphs: [
          `Call Gambling Help on ${GAMBLING_HELP_PHONE} or visit gamblinghelponline.org.au for counselling, for you or for someone close to you.`,
          `You can also talk to us: ${brand.supportEmail} or ${brand.phoneNumber}.`,
        ],
        contacts: [
          { label: 'Gambling Help', value: GAMBLING_HELP_PHONE, href: telHref(GAMBLING_HELP_PHONE) },
          { label: 'Gambling Help Online', value: 'gamblinghelponline.org.au', href: GAMBLING_HELP_URL },
          { label: 'BetStop', value: 'betstop.gov.au', href: BETSTOP_URL },
        ],
      },
    ],
  },
  { path: '/app', title: 'Download app', body: ['Our app is coming to the App Store and Google Play.'] },
  {
    path: '/sa-code-of-practice',
    title: 'South African code',
    body: [
      'The South African code is the SA code: the Gambling Codes of Practice of South Australia, which we follow for every customer who lives in South Australia.',
      'Under the SA code you can set a deposit limit, take a break or self-exclude from your profile at any time, we never offer credit or send marketing to anyone who has excluded, and our staff are trained to recognise and respond to gambling harm.',
      'For free confidential support call Gambling Help on 1800 858 858.',
    ],
  },
];
