import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyReportsResponseSchema, ReportBodySchema, ReportResponseSchema } from '@app/shared/safety';
import { BODY, SIGNED_IN, errorResponses } from '../../lib/error-responses';
import { requireUser } from '../../lib/auth/authenticate';
import { keyedLimits } from '../../lib/security/rate-limits';
import { listMyReports, registerReportJobs, reportMember } from './report.service';

const tags = ['safety'];
const security = [{ bearer: [] }];

/** Per member, per endpoint. */
export const REPORT_RATE_LIMITS = {
  report: { max: 20, timeWindow: '24 hours' },
  list: { max: 60, timeWindow: '1 minute' },
} as const;

/**
 * Reporting (issue 14 point 2) on the reference paths, rate-limited per member and decided in report.service.ts.
 * Rules, urgency and what the console reads: docs/safety.md ("Reporting").
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: [app.authenticate] };
  const limit = keyedLimits(app, 'report', REPORT_RATE_LIMITS);
  registerReportJobs(app);

  app.post(
    '/report/report',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'Report a member to the site’s team (optionally blocking them in the same step)',
        body: ReportBodySchema,
        response: {
          201: ReportResponseSchema,
          ...errorResponses(...SIGNED_IN, ...BODY, 'RATE_LIMITED', 'NOT_FOUND'),
        },
      },
    },
    async (request, reply) => {
      const me = requireUser(request);
      await limit.report.consume(request, me.id);
      const { reportId, blocked } = await reportMember(app, me, request.body);
      return reply.status(201).send({
        success: true as const,
        message: blocked
          ? 'Thank you. Your report was sent to our team and the member is blocked.'
          : 'Thank you. Your report was sent to our team.',
        reportId,
        blocked,
      });
    },
  );

  app.get(
    '/report/my-reports',
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: 'The reports I made, newest first, with where each stands (the member by name only)',
        response: { 200: MyReportsResponseSchema, ...errorResponses(...SIGNED_IN, 'RATE_LIMITED') },
      },
    },
    async (request) => {
      const me = requireUser(request);
      await limit.list.consume(request, me.id);
      return { success: true as const, data: await listMyReports(app, me) };
    },
  );
};
