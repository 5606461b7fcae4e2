// Calling codes and English region names for the phone field (zod-free, no libphonenumber-js: a web page imports
// `@app/shared/profile/calling-codes` without the library's metadata).

/**
 * Every country calling code with the regions that use it, the main region first, as libphonenumber-js lists them
 * (`getCountries()` with `getCountryCallingCode()`, metadata of libphonenumber-js 1.13.16): every country and
 * territory with an ITU calling code that the server's phone check accepts. A test compares this copy with the
 * library. A copy rather than an import: the library's metadata would add about 40 KB to every page with a phone
 * field, while this is under 1 KB.
 */
export const CALLING_CODES =
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

/**
 * Every region's English name, written out as the browser names it in en-AU (`Intl.DisplayNames`) and in the order
 * its collator sorts "Name (+code)" (a web test compares both): the phone field lists every country at its first
 * render without setting up those formatters, which is slow on a phone (docs/performance.md).
 */
const REGION_NAMES_EN_TEXT =
  'AF:Afghanistan|AX:Åland Islands|AL:Albania|DZ:Algeria|AS:American Samoa|AD:Andorra|AO:Angola|' +
  'AI:Anguilla|AG:Antigua and Barbuda|AR:Argentina|AM:Armenia|AW:Aruba|AC:Ascension Island|AU:Australia|' +
  'AT:Austria|AZ:Azerbaijan|BS:Bahamas|BH:Bahrain|BD:Bangladesh|BB:Barbados|BY:Belarus|BE:Belgium|' +
  'BZ:Belize|BJ:Benin|BM:Bermuda|BT:Bhutan|BO:Bolivia|BA:Bosnia and Herzegovina|BW:Botswana|BR:Brazil|' +
  'IO:British Indian Ocean Territory|VG:British Virgin Islands|BN:Brunei|BG:Bulgaria|BF:Burkina Faso|' +
  'BI:Burundi|KH:Cambodia|CM:Cameroon|CA:Canada|CV:Cape Verde|BQ:Caribbean Netherlands|' +
  'KY:Cayman Islands|CF:Central African Republic|TD:Chad|CL:Chile|CN:China|CX:Christmas Island|' +
  'CC:Cocos (Keeling) Islands|CO:Colombia|KM:Comoros|CG:Congo - Brazzaville|CD:Congo - Kinshasa|' +
  'CK:Cook Islands|CR:Costa Rica|CI:Côte d’Ivoire|HR:Croatia|CU:Cuba|CW:Curaçao|CY:Cyprus|CZ:Czechia|' +
  'DK:Denmark|DJ:Djibouti|DM:Dominica|DO:Dominican Republic|EC:Ecuador|EG:Egypt|SV:El Salvador|' +
  'GQ:Equatorial Guinea|ER:Eritrea|EE:Estonia|SZ:Eswatini|ET:Ethiopia|FK:Falkland Islands|' +
  'FO:Faroe Islands|FJ:Fiji|FI:Finland|FR:France|GF:French Guiana|PF:French Polynesia|GA:Gabon|' +
  'GM:Gambia|GE:Georgia|DE:Germany|GH:Ghana|GI:Gibraltar|GR:Greece|GL:Greenland|GD:Grenada|' +
  'GP:Guadeloupe|GU:Guam|GT:Guatemala|GG:Guernsey|GN:Guinea|GW:Guinea-Bissau|GY:Guyana|HT:Haiti|' +
  'HN:Honduras|HK:Hong Kong SAR China|HU:Hungary|IS:Iceland|IN:India|ID:Indonesia|IR:Iran|IQ:Iraq|' +
  'IE:Ireland|IM:Isle of Man|IL:Israel|IT:Italy|JM:Jamaica|JP:Japan|JE:Jersey|JO:Jordan|KZ:Kazakhstan|' +
  'KE:Kenya|KI:Kiribati|XK:Kosovo|KW:Kuwait|KG:Kyrgyzstan|LA:Laos|LV:Latvia|LB:Lebanon|LS:Lesotho|' +
  'LR:Liberia|LY:Libya|LI:Liechtenstein|LT:Lithuania|LU:Luxembourg|MO:Macao SAR China|MG:Madagascar|' +
  'MW:Malawi|MY:Malaysia|MV:Maldives|ML:Mali|MT:Malta|MH:Marshall Islands|MQ:Martinique|MR:Mauritania|' +
  'MU:Mauritius|YT:Mayotte|MX:Mexico|FM:Micronesia|MD:Moldova|MC:Monaco|MN:Mongolia|ME:Montenegro|' +
  'MS:Montserrat|MA:Morocco|MZ:Mozambique|MM:Myanmar (Burma)|NA:Namibia|NR:Nauru|NP:Nepal|' +
  'NL:Netherlands|NC:New Caledonia|NZ:New Zealand|NI:Nicaragua|NE:Niger|NG:Nigeria|NU:Niue|' +
  'NF:Norfolk Island|KP:North Korea|MK:North Macedonia|MP:Northern Mariana Islands|NO:Norway|OM:Oman|' +
  'PK:Pakistan|PW:Palau|PS:Palestinian Territories|PA:Panama|PG:Papua New Guinea|PY:Paraguay|PE:Peru|' +
  'PH:Philippines|PL:Poland|PT:Portugal|PR:Puerto Rico|QA:Qatar|RE:Réunion|RO:Romania|RU:Russia|' +
  'RW:Rwanda|WS:Samoa|SM:San Marino|ST:São Tomé and Príncipe|SA:Saudi Arabia|SN:Senegal|RS:Serbia|' +
  'SC:Seychelles|SL:Sierra Leone|SG:Singapore|SX:Sint Maarten|SK:Slovakia|SI:Slovenia|' +
  'SB:Solomon Islands|SO:Somalia|ZA:South Africa|KR:South Korea|SS:South Sudan|ES:Spain|LK:Sri Lanka|' +
  'BL:St Barthélemy|SH:St Helena|KN:St Kitts and Nevis|LC:St Lucia|MF:St Martin|' +
  'PM:St Pierre and Miquelon|VC:St Vincent and the Grenadines|SD:Sudan|SR:Suriname|' +
  'SJ:Svalbard and Jan Mayen|SE:Sweden|CH:Switzerland|SY:Syria|TW:Taiwan|TJ:Tajikistan|TZ:Tanzania|' +
  'TH:Thailand|TL:Timor-Leste|TG:Togo|TK:Tokelau|TO:Tonga|TT:Trinidad and Tobago|TA:Tristan da Cunha|' +
  'TN:Tunisia|TR:Türkiye|TM:Turkmenistan|TC:Turks and Caicos Islands|TV:Tuvalu|UG:Uganda|UA:Ukraine|' +
  'AE:United Arab Emirates|GB:United Kingdom|US:United States|UY:Uruguay|VI:US Virgin Islands|' +
  'UZ:Uzbekistan|VU:Vanuatu|VA:Vatican City|VE:Venezuela|VN:Vietnam|WF:Wallis and Futuna|' +
  'EH:Western Sahara|YE:Yemen|ZM:Zambia|ZW:Zimbabwe';

/** Every region with its English name, sorted as the browser sorts their labels. */
export const REGIONS_EN: ReadonlyArray<{ country: string; name: string }> = REGION_NAMES_EN_TEXT.split('|').map(
  (entry) => ({ country: entry.slice(0, 2), name: entry.slice(3) }),
);
