import PDFDocument from 'pdfkit';
import type { Brand } from '@app/shared/brand';
import type { SubscriptionRow } from '../plans/index';
import { aud, longDate } from './money';

/**
 * The receipt of a paid order: a PDF that is a valid Australian tax invoice (A New Tax System (Goods and Services
 * Tax) Act 1999, s 29-70; ATO "Tax invoices"): the words "Tax invoice", the seller's identity and ABN, the date of
 * issue, a description of what was sold with its quantity and price, the GST amount shown separately with a
 * statement that the price includes GST, and, although the law asks for it only from A$1,000, the buyer's name and
 * e-mail address. Built with pdfkit's standard fonts (their metrics ship inside the pdfkit package).
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

const months = (count: number) => `${count} month${count === 1 ? '' : 's'}`;

/** The plan line of the invoice ("Premium plan, Monthly (1 month)"). */
export const receiptDescription = (row: Pick<ReceiptInput, 'planName' | 'planType' | 'durationInMonths'>) =>
  `${row.planName} plan, ${row.planType} (${months(row.durationInMonths)})`;

/** The PDF bytes. `compress: false` keeps the page's text readable in the file (tests). */
export function receiptPdf(brand: Brand, row: ReceiptInput, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    compress: options.compress ?? true,
    info: {
      Title: `Tax invoice ${row.orderId}`,
      Author: brand.companyName,
      Subject: `${brand.siteName} receipt`,
      CreationDate: row.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  const width = right - left;
  const line = (y: number) =>
    doc.moveTo(left, y).lineTo(right, y).lineWidth(0.75).strokeColor('#8a93a6').stroke().strokeColor('#000000');

  doc.font('Helvetica-Bold').fontSize(22).fillColor('#007EAF').text('Tax invoice', left, 56);
  doc.fillColor('#000000').font('Helvetica').fontSize(10);
  doc.text(`${brand.siteName} receipt`, left, 84);

  // Seller (left) and the invoice's own details (right).
  const top = 116;
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(brand.companyName, left, top, { width: width / 2 });
  doc.font('Helvetica').fontSize(10);
  doc.text(`ABN ${brand.abn}`, { width: width / 2 });
  doc.text(brand.address, { width: width / 2 });
  doc.text(brand.supportEmail, { width: width / 2 });
  const sellerBottom = doc.y;
  const column = left + width / 2 + 12;
  const columnWidth = width / 2 - 12;
  doc.font('Helvetica-Bold').text('Invoice number', column, top, { width: columnWidth });
  doc.font('Helvetica').text(row.orderId, { width: columnWidth });
  doc.font('Helvetica-Bold').text('Date of issue', { width: columnWidth });
  doc.font('Helvetica').text(longDate(row.createdAt), { width: columnWidth });

  // Buyer.
  let y = Math.max(sellerBottom, doc.y) + 20;
  doc.font('Helvetica-Bold').fontSize(11).text('Bill to', left, y);
  doc.font('Helvetica').fontSize(10);
  if (row.billingName) doc.text(row.billingName);
  doc.text(row.billingEmail);
  // A plan a relative bought for the profile they help with (ADR 017): whose profile it is for.
  if (row.purchasedFor) doc.text(`For ${row.purchasedFor}`);

  // What was sold: one line, quantity 1, price including GST.
  y = doc.y + 24;
  const qtyX = left + width * 0.62;
  const amountX = left + width * 0.74;
  const amountWidth = right - amountX;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', left, y);
  doc.text('Qty', qtyX, y);
  doc.text('Price (incl. GST)', amountX, y, { width: amountWidth, align: 'right' });
  line(y + 16);
  y += 24;
  doc.font('Helvetica');
  doc.text(receiptDescription(row), left, y, { width: qtyX - left - 12 });
  doc.fillColor('#5b6475').text(`Service from ${longDate(row.startsAt)} to ${longDate(row.endsAt)}`, {
    width: qtyX - left - 12,
  });
  const descriptionBottom = doc.y;
  doc.fillColor('#000000');
  doc.text('1', qtyX, y);
  doc.text(aud(row.amountCents), amountX, y, { width: amountWidth, align: 'right' });
  y = Math.max(descriptionBottom, doc.y) + 10;
  line(y);

  // Totals, with the GST shown separately.
  y += 12;
  const labelX = left + width * 0.4;
  const labelWidth = amountX - labelX - 12;
  const total = (label: string, value: string, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(label, labelX, y, { width: labelWidth, align: 'right' });
    doc.text(value, amountX, y, { width: amountWidth, align: 'right' });
    y = doc.y + 6;
  };
  total('Total (GST included)', aud(row.amountCents), true);
  total('GST included', aud(row.gstCents));
  total('Currency', 'AUD');

  y += 12;
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  doc.text(`GST included: ${aud(row.gstCents)}`, left, y, { width });
  doc.text(
    `All items on this invoice are taxable supplies. The total price includes GST of ${aud(row.gstCents)}; amounts are in Australian dollars (AUD).`,
    { width },
  );
  doc.moveDown(0.5);
  doc.text(
    `Paid in full by card on ${longDate(row.createdAt)}.${row.paymentReference ? ` Payment reference: ${row.paymentReference}.` : ''}`,
    { width },
  );
  doc.moveDown(2);
  doc
    .fillColor('#5b6475')
    .text(
      `Questions about this invoice? Write to ${brand.supportEmail} and quote ${row.orderId}. Thank you for choosing ${brand.siteName}.`,
      { width },
    );
  doc.end();
  return done;
}
