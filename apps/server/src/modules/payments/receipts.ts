import type { Brand } from '@app/shared/brand';
import type { LanguageCode, MessageValues } from '@app/shared/i18n';
import { formatAud, formatDay, t } from '../../lib/i18n/index';
import type { SubscriptionRow } from '../plans/index';
import { fontBytes, indicScriptOf, scriptRuns, type Weight } from './pdf-fonts';

/**
 * The receipt of a paid order: a PDF that is a valid Australian tax invoice (A New Tax System (Goods and Services
 * Tax) Act 1999, s 29-70; ATO "Tax invoices"): the words "Tax invoice", the seller's identity and ABN, the date of
 * issue, a description of what was sold with its quantity and price, the GST amount shown separately with a
 * statement that the price includes GST, and, although the law asks for it only from A$1,000, the buyer's name and
 * e-mail address.
 *
 * In the buyer's language (issue 30, `payments:invoice.*`). English is written with pdfkit's standard fonts (their
 * metrics ship inside the pdfkit package). A Hindi or Punjabi invoice embeds Noto Sans for its script (pdf-fonts.ts)
 * and keeps the tax office's words beside the member's: under each heading and label that the law asks for, and
 * after the GST statement, the English in small grey type, so that the document reads as a tax invoice in English
 * too (docs/translating.md).
 */

export type ReceiptInput = Pick<
  SubscriptionRow,
  | 'orderId'
  | 'planName'
  | 'planType'
  | 'durationInMonths'
  | 'amountCents'
  | 'gstCents'
  | 'startsAt'
  | 'endsAt'
  | 'billingName'
  | 'billingEmail'
  | 'purchasedFor'
  | 'paymentReference'
  | 'createdAt'
>;

export const receiptFilename = (orderId: string) => `receipt-${orderId}.pdf`;

/** The plan line of the invoice ("Premium plan, Monthly (1 month)"), in `language`. */
export const receiptDescription = (
  language: LanguageCode,
  row: Pick<ReceiptInput, 'planName' | 'planType' | 'durationInMonths'>,
) =>
  t(language, 'payments:receipt.description', {
    planName: row.planName,
    planType: t(language, `payments:receipt.planTypes.${row.planType}`),
    count: row.durationInMonths,
  });

/**
 * Whose profile a relative bought a plan for, in `language`: stored as English words ("the profile of Anjali
 * (member no. 123)", subscriptions.repository), worded again from its name and number; anything else as stored.
 */
export function purchasedForWords(language: LanguageCode, stored: string): string {
  const parts = /^the profile of (.+) \(member no\. (\d+)\)$/.exec(stored);
  if (!parts) return stored;
  return t(language, 'payments:receipt.profileOf', { name: parts[1], memberNumber: parts[2] });
}

const GREY = '#5b6475';

/** The PDF bytes. `compress: false` keeps the page's text readable in the file (tests). */
export async function receiptPdf(
  brand: Brand,
  language: LanguageCode,
  row: ReceiptInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  // pdfkit (≈ 0.25 s to load) when a receipt is made, not with every process start.
  const { default: PDFDocument } = await import('pdfkit');
  const words = (key: `payments:invoice.${string}`, values?: MessageValues) =>
    t(language, key, { siteName: brand.siteName, supportEmail: brand.supportEmail, orderId: row.orderId, ...values });
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    lang: language === 'en' ? undefined : language,
    info: {
      Title: words('payments:invoice.documentTitle'),
      Author: brand.companyName,
      Subject: words('payments:invoice.subtitle'),
      CreationDate: row.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const script = indicScriptOf(language);
  if (script) {
    doc.registerFont('indic-regular', fontBytes(script.files.regular));
    doc.registerFont('indic-bold', fontBytes(script.files.bold));
  }
  const latinFont = (weight: Weight) => (weight === 'bold' ? 'Helvetica-Bold' : 'Helvetica');
  const indicFont = (weight: Weight) => (weight === 'bold' ? 'indic-bold' : 'indic-regular');

  /**
   * A run of the script, marked with its text as written (`/ActualText`): the glyphs are in the order they are drawn
   * (a matra before its consonant, a reph after), so copying, searching and screen readers use the letters instead.
   */
  const spoken = (run: { text: string; indic: boolean }, draw: () => void) => {
    if (!run.indic) return draw();
    doc.markContent('Span', { actual: run.text.trim() ? run.text : undefined });
    draw();
    doc.endMarkedContent();
  };
  type Place = { x?: number; y?: number; width: number; weight?: Weight; size?: number; align?: 'left' | 'right' };
  /**
   * Writes `text` as pdfkit would, in runs by script when the language has its own. Every run of a line sits on one
   * baseline (Noto's ascender is taller than Helvetica's); a right-aligned line is measured run by run.
   */
  const write = (text: string, { x, y, width, weight = 'regular', size = 10, align }: Place) => {
    if (!script) {
      doc.font(latinFont(weight)).fontSize(size);
      const textOptions = { width, ...(align ? { align } : {}) };
      if (x === undefined) doc.text(text, textOptions);
      else doc.text(text, x, y, textOptions);
      return;
    }
    const runs = scriptRuns(text, script);
    const fontOf = (indic: boolean) => (indic ? indicFont(weight) : latinFont(weight));
    const baseline = -size * 0.92;
    const left = x ?? doc.x;
    const top = y ?? doc.y;
    const widths = runs.map((run) => doc.font(fontOf(run.indic)).fontSize(size).widthOfString(run.text));
    const total = widths.reduce((sum, next) => sum + next, 0);
    if (total <= width) {
      // One line: each run placed by hand, so a right-aligned label ends at the column's edge.
      let at = align === 'right' ? left + width - total : left;
      let lineHeight = 0;
      runs.forEach((run, index) => {
        doc.font(fontOf(run.indic)).fontSize(size);
        lineHeight = Math.max(lineHeight, doc.currentLineHeight(true));
        spoken(run, () => doc.text(run.text, at, top, { lineBreak: false, baseline }));
        at += widths[index] ?? 0;
      });
      doc.x = left;
      doc.y = top + lineHeight;
      return;
    }
    // A paragraph: the runs continue one another and pdfkit wraps them.
    runs.forEach((run, index) => {
      doc.font(fontOf(run.indic)).fontSize(size);
      const textOptions = { width, baseline, continued: index < runs.length - 1 };
      spoken(run, () => (index === 0 ? doc.text(run.text, left, top, textOptions) : doc.text(run.text, textOptions)));
    });
    doc.x = left;
  };
  /** A heading or label the law asks for, with its English under it in another language. */
  const label = (key: `payments:invoice.${string}`, place: Place) => {
    write(words(key), { weight: 'bold', ...place });
    if (language === 'en') return;
    const y = doc.y;
    doc.fillColor(GREY);
    write(t('en', key), { ...place, y, weight: 'regular', size: 7.5 });
    doc.fillColor('#000000');
  };

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const line = (y: number) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor('#8a93a6').stroke().strokeColor('#000000');

  doc.fillColor('#007EAF');
  write(words('payments:invoice.title'), { x: left, y: 56, width, weight: 'bold', size: 22 });
  doc.fillColor('#000000');
  if (language !== 'en') write(t('en', 'payments:invoice.title'), { x: left, width, weight: 'bold', size: 11 });
  write(words('payments:invoice.subtitle'), { x: left, y: Math.max(doc.y + 2, 84), width });

  // Seller (left) and the invoice's own details (right).
  const top = doc.y + 20;
  write(brand.companyName, { x: left, y: top, width: width / 2, weight: 'bold', size: 11 });
  doc.font('Helvetica').fontSize(10);
  doc.text(`ABN ${brand.abn}`, { width: width / 2 });
  doc.text(brand.address, { width: width / 2 });
  doc.text(brand.supportEmail, { width: width / 2 });
  const sellerBottom = doc.y;
  const column = left + width / 2 + 12;
  const columnWidth = width / 2 - 12;
  label('payments:invoice.number', { x: column, y: top, width: columnWidth });
  doc.font('Helvetica').fontSize(10).text(row.orderId, column, doc.y, { width: columnWidth });
  label('payments:invoice.issued', { x: column, y: doc.y, width: columnWidth });
  write(formatDay(language, row.createdAt), { x: column, y: doc.y, width: columnWidth });

  // Buyer.
  let y = Math.max(sellerBottom, doc.y) + 20;
  label('payments:invoice.billTo', { x: left, y, width, size: 11 });
  if (row.billingName) write(row.billingName, { x: left, width });
  write(row.billingEmail, { x: left, width });
  // A plan a relative bought for the profile they help with (ADR 017): whose profile it is for.
  if (row.purchasedFor) {
    write(words('payments:invoice.forProfile', { purchasedFor: purchasedForWords(language, row.purchasedFor) }), {
      x: left,
      width,
    });
  }

  // What was sold: one line, quantity 1, price including GST.
  y = doc.y + 24;
  const qtyX = left + width * 0.62;
  const amountX = left + width * 0.74;
  const amountWidth = right - amountX;
  label('payments:invoice.description', { x: left, y, width: qtyX - left - 12 });
  const headingBottom = doc.y;
  label('payments:invoice.quantity', { x: qtyX, y, width: amountX - qtyX - 6 });
  label('payments:invoice.price', { x: amountX, y, width: amountWidth, align: 'right' });
  y = Math.max(headingBottom, doc.y) + 2;
  line(y);
  y += 8;
  write(receiptDescription(language, row), { x: left, y, width: qtyX - left - 12 });
  doc.fillColor(GREY);
  write(
    words('payments:invoice.service', {
      start: formatDay(language, row.startsAt),
      end: formatDay(language, row.endsAt),
    }),
    { x: left, width: qtyX - left - 12 },
  );
  const descriptionBottom = doc.y;
  doc.fillColor('#000000');
  doc.font('Helvetica').fontSize(10);
  doc.text('1', qtyX, y);
  doc.text(formatAud(language, row.amountCents), amountX, y, { width: amountWidth, align: 'right' });
  y = Math.max(descriptionBottom, doc.y) + 10;
  line(y);

  // Totals, with the GST shown separately.
  y += 12;
  const labelX = left + width * 0.4;
  const labelWidth = amountX - labelX - 12;
  const total = (key: `payments:invoice.${string}`, value: string, bold = false) => {
    label(key, {
      x: labelX,
      y,
      width: labelWidth,
      align: 'right',
      weight: bold ? 'bold' : 'regular',
      size: bold ? 11 : 10,
    });
    const below = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(value, amountX, y, { width: amountWidth, align: 'right' });
    y = Math.max(below, doc.y) + 6;
  };
  total('payments:invoice.total', formatAud(language, row.amountCents), true);
  total('payments:invoice.gst', formatAud(language, row.gstCents));
  total('payments:invoice.currency', 'AUD');

  y += 12;
  doc.fillColor('#000000');
  const gst = formatAud(language, row.gstCents);
  write(words('payments:invoice.gstLine', { gst }), { x: left, y, width });
  write(words('payments:invoice.taxable', { gst }), { x: left, width });
  if (language !== 'en') {
    doc.fillColor(GREY);
    write(
      `${t('en', 'payments:invoice.gstLine', { gst: formatAud('en', row.gstCents) })}. ${t('en', 'payments:invoice.taxable', { gst: formatAud('en', row.gstCents) })}`,
      {
        x: left,
        width,
        size: 7.5,
      },
    );
    doc.fillColor('#000000');
  }
  doc.moveDown(0.5);
  const paid = words('payments:invoice.paid', { date: formatDay(language, row.createdAt) });
  write(
    row.paymentReference ? `${paid} ${words('payments:invoice.reference', { reference: row.paymentReference })}` : paid,
    { x: left, width },
  );
  doc.moveDown(2);
  doc.fillColor(GREY);
  write(words('payments:invoice.questions'), { x: left, width });
  doc.end();
  return done;
}
