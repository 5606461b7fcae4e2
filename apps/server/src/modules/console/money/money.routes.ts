import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPlansResponseSchema,
  BillingInfoQuerySchema,
  BillingInfoResponseSchema,
  ExportQuerySchema,
  FinancialReportQuerySchema,
  FinancialReportResponseSchema,
  RecordRefundInputSchema,
  RecordRefundResponseSchema,
  UpdatePlanInputSchema,
  UpdatePlanResponseSchema,
} from '@app/shared/console/money';
import { BODY, STAFF_ONLY, errorResponses } from '../../../lib/error-responses';
import { requireStaff } from '../../staff/index';
import { exportCsv } from './export.service';
import { listPayments, recordRefund } from './payments.service';
import { listAdminPlans, updatePlanFromConsole } from './plans-admin.service';
import { financialReport } from './report.service';

const tags = ['console'];
const noStore = { 'cache-control': 'no-store' };
/** Every route here is for admins only; moderators get the gate's 404 like everyone else. */
const config = { staffRole: 'admin' as const };

/**
 * The console's Plans and money section (issue 15 point 2), on the reference product's admin paths where it has
 * them (`admin-transaction/allbillinginfo`, `admin-transaction/financial-report`). Mounted with `consoleModule`.
 */
export const consoleMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin-plans/list',
    {
      config,
      schema: {
        tags,
        summary: 'Every plan row, on sale or not, with its price, period, features and flags (as `npm run plans`)',
        response: { 200: AdminPlansResponseSchema, ...errorResponses(...STAFF_ONLY) },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, plans: await listAdminPlans(app) };
    },
  );

  app.post(
    '/admin-plans/update',
    {
      config,
      schema: {
        tags,
        summary: 'Change a plan (price, features, on sale, …) with the operator command’s checks; audited',
        body: UpdatePlanInputSchema,
        response: { 200: UpdatePlanResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const plan = await updatePlanFromConsole(app, staff, request.body);
      return { success: true as const, message: 'The plan is saved; the price list shows it now.', plan };
    },
  );

  app.get(
    '/admin-transaction/allbillinginfo',
    {
      config,
      schema: {
        tags,
        summary: 'Payments with their refunds, newest first (dates are Melbourne calendar days)',
        querystring: BillingInfoQuerySchema,
        response: { 200: BillingInfoResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await listPayments(app.db, request.query)) };
    },
  );

  app.post(
    '/admin-transaction/record-refund',
    {
      config,
      schema: {
        tags,
        summary: 'Write a refund made at the payment provider into the books (in full: ends the plan); audited',
        body: RecordRefundInputSchema,
        response: { 200: RecordRefundResponseSchema, ...errorResponses(...STAFF_ONLY, ...BODY) },
      },
    },
    async (request) => {
      const staff = requireStaff(request);
      const { payment, planEnded } = await recordRefund(app, staff, request.body);
      return {
        success: true as const,
        message: planEnded ? 'The refund is recorded and the plan it paid for has ended.' : 'The refund is recorded.',
        payment,
      };
    },
  );

  app.get(
    '/admin-transaction/financial-report',
    {
      config,
      schema: {
        tags,
        summary: 'Revenue per month and plan in AUD cents: payments, gross, GST, net, refunds; with totals',
        querystring: FinancialReportQuerySchema,
        response: { 200: FinancialReportResponseSchema, ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      requireStaff(request);
      void reply.headers(noStore);
      return { success: true as const, ...(await financialReport(app, request.query)) };
    },
  );

  app.get(
    '/admin-transaction/export.csv',
    {
      config,
      schema: {
        tags,
        summary: 'The payments list (kind=payments) or the revenue report (kind=report) as a CSV file; audited',
        querystring: ExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(...STAFF_ONLY, 'VALIDATION_FAILED') },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request);
      const { filename, body } = await exportCsv(app, staff, request.query);
      return reply
        .headers({
          ...noStore,
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="${filename}"`,
        })
        .send(body);
    },
  );
};
