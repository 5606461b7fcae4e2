import { useMemo, useState } from 'react';
import { LANGUAGES, useTranslation } from '../../lib/i18n';
import { uiMessages } from '../../locales/ui';
import { inputClasses, FieldError } from './field';

export type PhoneValue = { countryCode: string; number: string };

/**
 * Every country calling code with the regions that use it, the main region first, as libphonenumber-js lists them
 * (`getCountries()` with `getCountryCallingCode()`, metadata of libphonenumber-js 1.13.16; a test compares this
 * copy with the library). A copy rather than an import: the library's metadata would add about 40 KB to every page
 * with a phone field, while this is under 1 KB. Country names come from the browser (`Intl.DisplayNames`).
 */
const CALLING_CODES =
  '1:US,AG,AI,AS,BB,BM,BS,CA,DM,DO,GD,GU,JM,KN,KY,LC,MP,MS,PR,SX,TC,TT,VC,VG,VI 7:RU,KZ 20:EG 27:ZA ' +
  '30:GR 31:NL 32:BE 33:FR 34:ES 36:HU 39:IT,VA 40:RO 41:CH 43:AT 44:GB,GG,IM,JE 45:DK 46:SE 47:NO,SJ ' +
  '48:PL 49:DE 51:PE 52:MX 53:CU 54:AR 55:BR 56:CL 57:CO 58:VE 60:MY 61:AU,CC,CX 62:ID 63:PH 64:NZ ' +
  '65:SG 66:TH 81:JP 82:KR 84:VN 86:CN 90:TR 91:IN 92:PK 93:AF 94:LK 95:MM 98:IR 211:SS 212:MA,EH ' +
  '213:DZ 216:TN 218:LY 220:GM 221:SN 222:MR 223:ML 224:GN 225:CI 226:BF 227:NE 228:TG 229:BJ 230:MU ' +
  '231:LR 232:SL 233:GH 234:NG 235:TD 236:CF 237:CM 238:CV 239:ST 240:GQ 241:GA 242:CG 243:CD 244:AO ' +
  '245:GW 246:IO 247:AC 248:SC 249:SD 250:RW 251:ET 252:SO 253:DJ 254:KE 255:TZ 256:UG 257:BI 258:MZ ' +
  '260:ZM 261:MG 262:RE,YT 263:ZW 264:NA 265:MW 266:LS 267:BW 268:SZ 269:KM 290:SH,TA 291:ER 297:AW ' +
  '298:FO 299:GL 350:GI 351:PT 352:LU 353:IE 354:IS 355:AL 356:MT 357:CY 358:FI,AX 359:BG 370:LT 371:LV ' +
  '372:EE 373:MD 374:AM 375:BY 376:AD 377:MC 378:SM 380:UA 381:RS 382:ME 383:XK 385:HR 386:SI 387:BA ' +
  '389:MK 420:CZ 421:SK 423:LI 500:FK 501:BZ 502:GT 503:SV 504:HN 505:NI 506:CR 507:PA 508:PM 509:HT ' +
  '590:GP,BL,MF 591:BO 592:GY 593:EC 594:GF 595:PY 596:MQ 597:SR 598:UY 599:CW,BQ 670:TL 672:NF 673:BN ' +
  '674:NR 675:PG 676:TO 677:SB 678:VU 679:FJ 680:PW 681:WF 682:CK 683:NU 685:WS 686:KI 687:NC 688:TV ' +
  '689:PF 690:TK 691:FM 692:MH 850:KP 852:HK 853:MO 855:KH 856:LA 880:BD 886:TW 960:MV 961:LB 962:JO ' +
  '963:SY 964:IQ 965:KW 966:SA 967:YE 968:OM 970:PS 971:AE 972:IL 973:BH 974:QA 975:BT 976:MN 977:NP ' +
  '992:TJ 993:TM 994:AZ 995:GE 996:KG 998:UZ';

export type DialCode = { country: string; value: string; main: boolean };

/** One entry per region: ISO 3166-1 code, calling code ("+61"), and whether it is the code's main region. */
export const DIAL_CODES: readonly DialCode[] = CALLING_CODES.split(' ').flatMap((group) => {
  const [code = '', regions = ''] = group.split(':');
  return regions.split(',').map((country, index) => ({ country, value: `+${code}`, main: index === 0 }));
});

/** Shown first: where most members live or come from, with their English names (as the browser names them). */
const COMMON_NAMES_EN: Readonly<Record<string, string>> = {
  AU: 'Australia',
  NZ: 'New Zealand',
  IN: 'India',
  LK: 'Sri Lanka',
  PK: 'Pakistan',
  BD: 'Bangladesh',
  NP: 'Nepal',
  SG: 'Singapore',
  MY: 'Malaysia',
  AE: 'United Arab Emirates',
  GB: 'United Kingdom',
  US: 'United States',
  CA: 'Canada',
  ZA: 'South Africa',
  FJ: 'Fiji',
};
const COMMON_COUNTRIES = Object.keys(COMMON_NAMES_EN);

const CODE_OF = new Map(DIAL_CODES.map((entry) => [entry.country, entry.value]));
const MAIN_COUNTRY = new Map(DIAL_CODES.filter((entry) => entry.main).map((entry) => [entry.value, entry.country]));

/**
 * Splits a stored number ("+61412345678", or "+61 0412 345 678" as this field writes it) into calling code and
 * the rest. Calling codes are prefix-free, so the first code the digits start with is the one.
 */
export function splitPhoneNumber(text: string): PhoneValue {
  const spaced = /^(\+\d{1,4}) (.*)$/s.exec(text);
  if (spaced?.[1] && MAIN_COUNTRY.has(spaced[1])) return { countryCode: spaced[1], number: spaced[2] ?? '' };
  const compact = text.trim();
  for (let length = 2; length <= 5 && compact.startsWith('+'); length += 1) {
    const code = compact.slice(0, length);
    if (MAIN_COUNTRY.has(code)) return { countryCode: code, number: compact.slice(length).trim() };
  }
  return { countryCode: '', number: text };
}

type CountryOption = { country: string; label: string };
type Groups = { common: CountryOption[]; all: CountryOption[] };

/** Every region, named by the browser in `locale` and sorted; made once per language. */
const fullLists = new Map<string, Groups>();
export function allCountries(locale: string): Groups {
  const kept = fullLists.get(locale);
  if (kept) return kept;
  const nameOf = regionNames(locale);
  const collator = new Intl.Collator(locale);
  const options = DIAL_CODES.map((entry) => ({
    country: entry.country,
    label: `${nameOf(entry.country)} (${entry.value})`,
  })).sort((a, b) => collator.compare(a.label, b.label));
  const groups = {
    common: COMMON_COUNTRIES.flatMap((country) => options.filter((option) => option.country === country)),
    all: options.filter((option) => !COMMON_COUNTRIES.includes(option.country)),
  };
  fullLists.set(locale, groups);
  return groups;
}

/**
 * What the field shows before it is first used, in English: the common countries by their built-in names, and the
 * chosen country if it is another. The browser's region names (`Intl.DisplayNames`) take longer to set up than
 * everything else on a step's first render on a phone, so the full list is made when the member first focuses or
 * presses the select. Other languages get the full list at once.
 */
export function firstCountries(locale: string, selected: string): Groups {
  if (!locale.startsWith('en')) return allCountries(locale);
  const label = (country: string, name: string) => `${name} (${CODE_OF.get(country) ?? ''})`;
  const common = COMMON_COUNTRIES.map((country) => ({
    country,
    label: label(country, COMMON_NAMES_EN[country] ?? ''),
  }));
  const chosen = selected && !COMMON_COUNTRIES.includes(selected) ? selected : null;
  return { common, all: chosen ? [{ country: chosen, label: label(chosen, regionNames(locale)(chosen)) }] : [] };
}

function regionNames(locale: string): (country: string) => string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (country) => names.of(country) ?? country;
  } catch {
    return (country) => country;
  }
}

type PhoneFieldProps = {
  legend: string;
  name: string;
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | undefined;
  required?: boolean;
};

export function PhoneField({ legend, name, value, onChange, error, required }: PhoneFieldProps) {
  const { t, language } = useTranslation(uiMessages);
  const errorId = error ? `${name}-error` : undefined;
  // Several regions share a calling code (+1, +44, +61…): the region picked is remembered here, so the list shows
  // Canada rather than the United States after Canada was chosen; a value set from outside shows the main region.
  const [chosen, setChosen] = useState<string>();
  const selected =
    chosen && CODE_OF.get(chosen) === value.countryCode ? chosen : (MAIN_COUNTRY.get(value.countryCode) ?? '');
  // Until first used, the short list (firstCountries); then every region.
  const [used, setUsed] = useState(false);
  const locale = LANGUAGES[language].htmlLang;
  const groups = useMemo(
    () => (used ? allCountries(locale) : firstCountries(locale, selected)),
    [used, locale, selected],
  );
  const use = () => setUsed(true);
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errorId}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-danger-600">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-[minmax(7rem,1fr)_2fr] gap-2">
        <select
          aria-label={t('ui.phoneCountry')}
          className={inputClasses}
          value={selected}
          onFocus={use}
          onPointerDown={use}
          onChange={(e) => {
            setChosen(e.target.value);
            onChange({ ...value, countryCode: CODE_OF.get(e.target.value) ?? '' });
          }}
        >
          {selected === '' ? (
            <option value="" disabled>
              {t('ui.phoneChooseCountry')}
            </option>
          ) : null}
          <optgroup label={t('ui.phoneCommonCountries')}>
            {groups.common.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('ui.phoneAllCountries')}>
            {groups.all.map((option) => (
              <option key={option.country} value={option.country}>
                {option.label}
              </option>
            ))}
          </optgroup>
        </select>
        <input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={t('ui.phoneNumber')}
          aria-invalid={Boolean(error)}
          aria-required={required}
          name={name}
          className={inputClasses}
          value={value.number}
          onChange={(e) => onChange({ ...value, number: e.target.value })}
        />
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
