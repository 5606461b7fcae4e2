import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import type { ScamFlagKind } from '@app/shared/chat';

/**
 * The scam and safety rules (issue 13, point 4) as one pure function: which warnings a chat message earns.
 * The message is always delivered (ADR 012); the flags are stored for the moderation console and shown to the
 * recipient as a calm warning. A false warning insults a member, so every rule looks for a request or an
 * invitation, not for a topic: "my father is a doctor" or "the wedding hall costs a lot" earn nothing.
 */

/** Phone numbers, e-mail addresses, messaging apps and links are flagged only this soon after the connection. */
export const OFF_PLATFORM_WINDOW_DAYS = 7;
/** A text sent to this many members (the sender's other conversations) is a script. */
export const REPEATED_TEXT_RECIPIENTS = 5;
/** ...when it is at least this long (after `repeatedTextKey`): "hi" or "thank you" is not a script. */
export const REPEATED_TEXT_MIN_CHARACTERS = 40;
/** ...and has at least this many words. */
export const REPEATED_TEXT_MIN_WORDS = 6;
/** A run of digits this long (spaces, dots, dashes or brackets between them) reads as a phone number. */
export const PHONE_MIN_DIGITS = 8;
/** National numbers without a country code are read as numbers of these countries (where members live). */
export const PHONE_DEFAULT_COUNTRIES: readonly CountryCode[] = ['AU', 'IN', 'NZ', 'GB', 'US', 'CA', 'LK'];

const DAY_MS = 86_400_000;

export type FlagMessageInput = {
  text: string | null;
  /** When the two members' connection was accepted. */
  connectedAt: Date;
  now: Date;
  /** How many other members the sender sent this same text (`repeatedTextKey`) to. */
  sameTextRecipients: number;
};

/** The warnings a message earns, in the order of SCAM_FLAG_KINDS; empty for ordinary messages. */
export function flagMessage(input: FlagMessageInput): ScamFlagKind[] {
  if (input.text === null) return [];
  const flags: ScamFlagKind[] = [];
  const original = stripInvisible(input.text.normalize('NFKC'));
  const text = prepareForMatching(input.text);
  if (asksForMoney(text, original)) flags.push('money_request');
  const withinWindow = input.now.getTime() - input.connectedAt.getTime() < OFF_PLATFORM_WINDOW_DAYS * DAY_MS;
  if (withinWindow && movesOffPlatform(text)) flags.push('off_platform');
  if (input.sameTextRecipients >= REPEATED_TEXT_RECIPIENTS && isLongEnoughForScript(input.text)) {
    flags.push('repeated_text');
  }
  return flags;
}

// ---- normalisation ----------------------------------------------------------------------------------------------

const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/g;

/** Letters from other scripts that look like Latin ones ("whаtsapp" with a Cyrillic а). */
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const CONFUSABLE_PATTERN = new RegExp(`[${Object.keys(CONFUSABLES).join('')}]`, 'g');

function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/**
 * Lower case, Unicode NFKC (full-width and "fancy" letters become plain ones), no zero-width characters, accents
 * and look-alike letters mapped to plain Latin, one kind of apostrophe, quote and dash, single spaces.
 */
export function normaliseMessageText(text: string): string {
  return stripInvisible(text.normalize('NFKC'))
    .toLowerCase()
    .replace(CONFUSABLE_PATTERN, (char) => CONFUSABLES[char] ?? char)
    .normalize('NFKD')
    .replace(/(?<=[a-z])\p{M}+/gu, '')
    .normalize('NFKC')
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The text two messages share when they are "the same text" for `repeated_text`: normalised, without punctuation
 * or emoji, so "Hello dear!!" and "hello dear" count as one. The chat service counts recipients by this key.
 */
export function repeatedTextKey(text: string): string {
  return normaliseMessageText(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function isLongEnoughForScript(text: string): boolean {
  const key = repeatedTextKey(text);
  return key.length >= REPEATED_TEXT_MIN_CHARACTERS && key.split(' ').length >= REPEATED_TEXT_MIN_WORDS;
}

const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
};
const DIGIT_WORD = Object.keys(DIGIT_WORDS).join('|');
/** Six or more digits written as words in a row ("zero four one two three four...") are a number. */
const DIGIT_WORD_RUN = new RegExp(`\\b(?:(?:${DIGIT_WORD})[\\s,-]+){5,}(?:${DIGIT_WORD})\\b`, 'g');

/**
 * The normalised text with the usual disguises undone: letters or digits spelt out one by one
 * ("w h a t s a p p", "9 8 7 6..."), apostrophes inside words ("what's app"), digits as words.
 */
function prepareForMatching(text: string): string {
  return normaliseMessageText(text)
    .replace(/(?<![^\s])(?:[a-z0-9@$!|][\s.*_-]){3,}[a-z0-9@$!|](?![^\s.,!?])/g, (run) => run.replace(/[\s.*_-]/g, ''))
    .replace(/(?<=\p{L})'(?=\p{L})/gu, '')
    .replace(DIGIT_WORD_RUN, (run) =>
      run
        .split(/[\s,-]+/)
        .map((word) => DIGIT_WORDS[word] ?? '')
        .join(''),
    );
}

/** Letter classes that also accept the look-alike digits and symbols ("wh@tsapp", "b1tcoin", "te1egram"). */
const LEET: Record<string, string> = {
  a: 'a@4',
  b: 'b8',
  e: 'e3',
  i: 'i1!|l',
  l: 'l1|i',
  o: 'o0',
  s: 's5$',
  t: 't7+',
  g: 'g9',
  z: 'z2',
};

/**
 * A whole-word pattern for a name, tolerant of look-alike characters; a space in `word` is an optional separator
 * ("whats app" matches "whatsapp", "whats app", "whats-app").
 */
function fuzzy(word: string): string {
  return [...word]
    .map((char) => {
      if (char === ' ') return '[\\s._-]?';
      const variants = LEET[char];
      // Inside a character class none of these characters needs an escape (and `\!` is an error in 'u' mode).
      return variants ? `[${variants}]` : char;
    })
    .join('');
}

function wordPattern(source: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${source})(?![\\p{L}\\p{N}])`, 'u');
}

/** Sentences, without splitting decimals ("0.5 btc", "$1,500.00"). */
function sentences(text: string): string[] {
  return text.split(/(?<!\d)[.!?]+|[.!?]+(?!\d)|\n/);
}

// ---- money_request ----------------------------------------------------------------------------------------------

const CURRENCY_CODE = '(?:aud|usd|inr|gbp|eur|cad|nzd|sgd|aed|lkr|rs\\.?)';
/** "$500", "A$ 2,000", "AUD 2,000", "1000 dollars", "2 lakhs", "50k rupees". */
const AMOUNT = [
  `(?:a|au|us|nz|c|s)?[$€£₹¥]\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?(?:k|m|million)?`,
  `\\b${CURRENCY_CODE}\\s?\\d[\\d,]*(?:\\.\\d+)?\\s?k?`,
  `\\b\\d[\\d,]*(?:\\.\\d+)?\\s?k?\\s?(?:${CURRENCY_CODE}|dollars?|bucks|rupees?|pounds?|euros?|lakhs?|lacs?|crores?|grand)(?![\\p{L}])`,
].join('|');
const AMOUNT_PATTERN = new RegExp(AMOUNT, 'u');

const MONEY_WORDS = '(?:money|cash|funds|fund|payment|amount|a loan|the loan|loan)';
/** Phrases that ask; an amount must follow within a few words ("send me $500", "I need AUD 2,000"). */
const ASK =
  '(?:send me|send us|wire me|transfer me|lend me|loan me|borrow|spare|owe me|pay me|give me|buy me|top up|help me with|help me pay|pay for me|pay for my|(?:(?:can|could|would|will) (?:you|u)|pls|please|plz)(?: please)? (?:send|wire|transfer|lend|loan|spare|deposit|give|pay|help with)|i (?:just |only |urgently |really |badly )?(?:need|needed|require)|need you to (?:send|transfer|pay|wire|deposit)|^ ?(?:please |pls |plz |just |now |so )?(?:send|wire|transfer|deposit|lend))';
/** A sentence with one of these is asking (for the reasons below). */
const CUE = wordPattern(
  'need|needs|needed|send|lend|borrow|help|can you|could you|would you|please|pls|plz|urgent|urgently|short|require|give me|pay for me',
);

/** Rules that hold anywhere in the message. */
const MONEY_ANYWHERE: RegExp[] = [
  // Money-transfer services that scams ask for by name.
  wordPattern(`${fuzzy('western union')}|${fuzzy('money gram')}|${fuzzy('world remit')}|remitly`),
  // Gift cards: the branded ones scams ask for, any gift card's code, or asking for gift cards.
  wordPattern(
    `(?:${fuzzy('itunes')}|${fuzzy('google play')}|${fuzzy('play store')}|${fuzzy('steam')}|${fuzzy('razer gold')}|${fuzzy('vanilla')})\\s?(?:gift\\s?)?(?:cards?|vouchers?|codes?)`,
  ),
  wordPattern(`(?:amazon|apple|ebay|walmart|target|sephora|visa|steam)\\s?gift\\s?cards?`),
  wordPattern(`gift\\s?cards?\\s?(?:codes?|numbers?|pins?)|(?:back|photo|picture|pic) of the (?:gift\\s?)?cards?`),
  wordPattern(
    `(?:(?:can|could|would|will|pls|please|plz|go|you|u) (?:you |u )?(?:please )?(?:buy|get|purchase|send)|(?:buy|get|purchase|send) (?:me|us))(?: some| a few| \\d+| the| a)? (?:gift\\s?cards?|${fuzzy('itunes')}|${fuzzy('steam')}|${fuzzy('google play')})`,
  ),
  // Bank details.
  wordPattern(
    `bank (?:account )?(?:details|number|info|information)|account (?:number|details)|ifsc(?: code)?|bsb|iban|swift code|routing number|sort code|upi id`,
  ),
  // Fees that stand between the member and a parcel, a release or a trip.
  wordPattern(
    `customs? (?:fees?|charges?|clearance|dut(?:y|ies))|clearance (?:fees?|charges?)|release fees?|diplomatic (?:bag|courier|package|agent)|(?:the|my|a) consignment|delivery fee for (?:the|my) (?:package|parcel|box)`,
  ),
  // Investment schemes.
  wordPattern(
    `invest (?:with|through) (?:me|my|us)|invest (?:in|on) (?:this|my|our) (?:platform|plan|scheme|app|site|company|broker)|(?:you|u) (?:should|can|must|could|need to|have to) (?:also )?invest(?! in (?:yourself|your (?:education|health|career|future)|property|a house|a home|real estate|land))|investment (?:opportunity|plan|platform|scheme|package)|(?:trading|forex|crypto|mining) (?:platform|account|app|site|signals?)|guaranteed (?:profits?|returns?|income)|(?:double|triple) your (?:money|investment|capital)|(?:daily|weekly) (?:profits?|returns?)`,
  ),
  // Payment apps named with a request.
  wordPattern(
    `(?:send|transfer|pay|deposit)(?: \\S+){0,4} (?:through|via|on|by|to my|into my|with) (?:paypal|venmo|cash\\s?app|zelle|payid|gpay|google pay|paytm|phonepe|upi|bank transfer|wire transfer)|(?:my|your|ur) (?:paypal|venmo|cash\\s?app|zelle|payid|paytm|phonepe) (?:account|id|email|details)`,
  ),
  wordPattern(`help me financially|support me financially`),
  // Asking for money directly.
  wordPattern(
    `(?:send|wire|transfer|lend|loan|give|spare|forward|remit|deposit|gift|pay) (?:me|us)(?: \\S+){0,3} ${MONEY_WORDS}`,
  ),
  wordPattern(
    `(?:(?:can|could|would|will) (?:you|u)|pls|please|plz)(?: please)? (?:send|wire|transfer|lend|loan|spare|deposit|give)(?: \\S+){0,3} ${MONEY_WORDS}`,
  ),
  wordPattern(
    `(?:i|im|i am|we are|my \\S+(?: \\S+)?) (?:really |urgently |just |badly |now |also |a bit |a little )?(?:need|needs|needed|require|requires|am short of|is short of|short of)(?: some| a little| a bit of| the| urgent| urgently| more)? (?:money|cash|funds|a loan|loan|financial (?:help|support|assistance|aid))`,
  ),
  wordPattern(`urgent(?:ly)? (?:need|needs)(?: of)? (?:money|cash|funds)`),
  wordPattern(`(?:can i|could i|may i|let me|i want to|i need to|i would like to) borrow|(?:lend|loan) me`),
  wordPattern(
    `(?:send|wire|transfer|deposit)(?: \\S+){0,4} (?:to|into) (?:my (?:bank |paypal |crypto )?(?:account|wallet|card)|this (?:account|wallet|address|bank account)|the (?:account|wallet|address) (?:below|above))`,
  ),
  new RegExp(`(?:${AMOUNT}) (?:to|into) (?:me|my (?:account|wallet|bank|card))`, 'u'),
];

/** Rules that need a request in the same sentence ("I need money for my visa", not "I spent money on my visa"). */
const MONEY_FOR_A_REASON = [
  wordPattern(
    `(?:money|cash|funds|help|loan|\\S+ dollars) (?:for|to pay(?: for)?) (?:my|the|a|our|her|his) (?:\\S+ )?(?:flight|plane|air|visa|ticket|tickets|hospital|surgery|operation|medicine|medication|treatment|fees|rent|bills?|customs|lawyer|taxes|tax|release|bail|passport)`,
  ),
  wordPattern(
    `(?:hospital|medical|surgery|operation|treatment|doctors?) (?:bills?|fees?|costs?|expenses?)|financial (?:help|support|assistance|aid)`,
  ),
];

/** An amount right after a request ("send me $500", "I need AUD 2,000", "Wire 1000 dollars"). */
const ASK_FOR_AMOUNT = new RegExp(`(?<![\\p{L}])${ASK}(?: \\S+){0,3} (?:${AMOUNT})`, 'u');

/** Crypto names: flagged when the sentence also asks, invests or names an amount. */
const CRYPTO = wordPattern(
  `${fuzzy('bitcoin')}s?|btc|usdt|${fuzzy('tether')}|${fuzzy('ethereum')}|${fuzzy('crypto')}(?:currency|currencies)?|binance|coinbase|${fuzzy('trust wallet')}|metamask|dogecoin|litecoin|bnb|usdc|xrp`,
);
const CRYPTO_CONTEXT = wordPattern(
  `send|transfer|buy|invest|invested|investing|investment|deposit|wallet|pay|trade|trading|profits?|platform|mining|address|returns?|withdraw|broker`,
);

/** Crypto wallet addresses (case matters, so these look at the original text). */
const WALLET_ADDRESS = [
  /(?<![A-Za-z0-9])bc1[a-z0-9]{25,60}(?![A-Za-z0-9])/,
  /(?<![A-Za-z0-9])[13][a-km-zA-HJ-NP-Z1-9]{25,34}(?![A-Za-z0-9])/,
  /(?<![A-Za-z0-9])0x[a-fA-F0-9]{40}(?![A-Za-z0-9])/,
  /(?<![A-Za-z0-9])T[1-9A-HJ-NP-Za-km-z]{33}(?![A-Za-z0-9])/,
];

function asksForMoney(text: string, original: string): boolean {
  if (WALLET_ADDRESS.some((pattern) => pattern.test(original))) return true;
  if (MONEY_ANYWHERE.some((pattern) => pattern.test(text))) return true;
  return sentences(text).some(
    (sentence) =>
      ASK_FOR_AMOUNT.test(sentence) ||
      (CUE.test(sentence) && MONEY_FOR_A_REASON.some((pattern) => pattern.test(sentence))) ||
      (CRYPTO.test(sentence) && (CRYPTO_CONTEXT.test(sentence) || AMOUNT_PATTERN.test(sentence))),
  );
}

// ---- off_platform -----------------------------------------------------------------------------------------------

const CONTACT_VERBS =
  '(?:add|follow|find|dm|message|msg|text|txt|call|ring|contact|reach|chat|talk|ping|inbox|join|meet|see|mail|email|write)';

const OFF_PLATFORM_PATTERNS: RegExp[] = [
  // Messaging apps by name (and their usual misspellings).
  wordPattern(
    `${fuzzy('whats app')}|${fuzzy('whats ap')}|${fuzzy('wats app')}|${fuzzy('wats ap')}|${fuzzy('whtsapp')}|${fuzzy('tele gram')}|${fuzzy('viber')}|wechat|${fuzzy('snap chat')}|${fuzzy('insta gram')}|${fuzzy('kik')}|${fuzzy('skype')}|kakao\\s?talk|zalo|hangouts`,
  ),
  /(?<![\p{L}\p{N}])(?:wa\.me|t\.me|telegram\.me|chat\.whatsapp\.com)(?![\p{L}])/u,
  // Names that are also ordinary words count only as a place to talk ("add me on signal", "my insta is...").
  wordPattern(
    `(?:signal|line|insta|ig|snap|fb|facebook|messenger|tg|wa|imessage|facetime|google chat|duo)\\s?(?:app|id|handle|username|user name|number|no|account|acc|me|dm)`,
  ),
  wordPattern(
    `(?:on|via|through|use|using|download|install|join|switch to|move to|come to|my|your|ur) (?:signal|line app|insta|ig|snap|fb|facebook|messenger|tg|imessage|facetime|google chat)`,
  ),
  // Asking for, or giving, a number or an address to talk elsewhere.
  wordPattern(
    `(?:give|send|share|drop|text|tell|whats|what is|can i have|can i get|may i have|may i get) (?:me )?(?:your|ur|my) (?:phone |mobile |cell |contact |personal |private |whatsapp )?(?:number|no|num|e-?mail|email id|mail id|email address|e-?mail address)(?! of)`,
  ),
  wordPattern(
    `(?:my|our) (?:phone |mobile |cell |contact |personal |private )?(?:number|no|num|e-?mail|email id|mail id|email address|e-?mail address) is`,
  ),
  wordPattern(
    `${CONTACT_VERBS} me (?:on|at|through|via) (?:my|this|the following) (?:number|no|phone|mobile|cell|e-?mail|mail|id)`,
  ),
  wordPattern(
    `(?:e-?mail|mail) me|(?:gmail|hotmail|yahoo|outlook|icloud|proton\\s?mail|rediff\\s?mail)(?: id| address| account| is)|at (?:gmail|hotmail|yahoo|outlook|icloud|proton\\s?mail|rediff\\s?mail)`,
  ),
  // Inviting the member elsewhere without naming the app.
  wordPattern(
    `(?:talk|chat|continue|move|speak|message|text|connect)(?: \\S+){0,4} (?:on|in|to|via|over) (?:another|a different|a better|a more private|a private|other) (?:app|platform|site|website|messenger|chat)|(?:talk|chat|continue|move|speak|message|text|connect)(?: \\S+){0,4} (?:outside|off) (?:this|the) (?:app|site|platform|website)`,
  ),
  // E-mail addresses, also written "name at gmail dot com".
  /[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/,
  /[a-z0-9._%+-]+\s?(?:\(at\)|\[at\]|\{at\}|\sat\s)\s?[a-z0-9-]+\s?(?:\.|\(dot\)|\[dot\]|\{dot\}|\sdot\s)\s?(?:com|net|org|co|in|au|uk|nz|ca|edu|me|io)\b/,
  // A handle offered with a reason to use it ("add me @priya_92").
  new RegExp(
    `(?:${CONTACT_VERBS}|my|id|handle|username|user name|insta|ig|snap|tg)\\b[^.!?]{0,30}(?<![\\p{L}\\p{N}])@[a-z0-9_.]{3,30}`,
    'u',
  ),
  // Links: a scheme, "www.", a domain under a TLD that is not an English word, or any domain with a path.
  /https?:\/\/|(?<![\p{L}\p{N}])www\./u,
  /(?<![\p{L}\p{N}@.])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|xyz|vip|ly|gl|cc|tk|au|uk|nz|ca|sg|lk|pk|bd|np|ae|ru|cn|de|gg|fm)(?![\p{L}\p{N}])(?!\.\d)/u,
  /(?<![\p{L}\p{N}@.])[a-z0-9][a-z0-9-]*(?:\.[a-z0-9-]+)*\.[a-z]{2,12}\/[^\s]/u,
];

/** Digit runs that are dates, time or year ranges, not phone numbers. */
const NOT_A_PHONE = [
  /^\d{1,2}[.\-/ ]\d{1,2}[.\-/ ]\d{2,4}$/,
  /^\d{4}[.\-/ ]\d{1,2}[.\-/ ]\d{1,2}$/,
  /^(?:19|20)\d{2} ?- ?(?:19|20)\d{2}$/,
  /^\d{1,2}[.\-/]\d{1,2} ?- ?\d{1,2}[.\-/]\d{1,2}$/,
  /^\d{1,2}\.\d{2} ?- ?\d{1,2}\.\d{2}$/,
];
const DIGIT_RUN = new RegExp(`(?<![\\p{L}\\p{N}])\\+?\\(?\\d(?:[\\s.()-]{0,2}\\d){${PHONE_MIN_DIGITS - 1},}`, 'gu');

function looksLikePhoneNumber(run: string, text: string, startsAt: number): boolean {
  const trimmed = run.trim();
  const digits = trimmed.replace(/\D/g, '').length;
  if (digits < 6 || digits > 15) return false;
  if (NOT_A_PHONE.some((pattern) => pattern.test(trimmed))) return false;
  // An amount ("$ 10 000 000", "10,000,000 rupees") is not a number to call.
  const before = text.slice(Math.max(0, startsAt - 4), startsAt);
  if (/[$€£₹¥]\s?$|(?:aud|usd|inr|rs\.?)\s?$/.test(before)) return false;
  const after = text.slice(startsAt + run.length, startsAt + run.length + 12);
  if (new RegExp(`^\\s?(?:${CURRENCY_CODE}|dollars?|rupees?|lakhs?|crores?|pounds?|euros?)\\b`).test(after)) {
    return false;
  }
  return true;
}

function containsPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(DIGIT_RUN)) {
    if (looksLikePhoneNumber(match[0], text, match.index)) return true;
  }
  if ((text.match(/\d/g)?.length ?? 0) < 6) return false;
  for (const defaultCountry of PHONE_DEFAULT_COUNTRIES) {
    for (const found of findPhoneNumbersInText(text, { defaultCountry })) {
      if (looksLikePhoneNumber(text.slice(found.startsAt, found.endsAt), text, found.startsAt)) return true;
    }
  }
  return false;
}

function movesOffPlatform(text: string): boolean {
  return OFF_PLATFORM_PATTERNS.some((pattern) => pattern.test(text)) || containsPhoneNumber(text);
}
