export {
  createJobQueue,
  type JobHandler,
  type JobInfo,
  type JobName,
  type JobPayloads,
  type JobQueue,
  type JobQueueOptions,
  type JobRecord,
  type ScheduleOptions,
  type SendOptions,
  type WorkOptions,
} from './job-queue';
