export {
  createMetrics,
  processMetrics,
  type AppMetrics,
  type HttpLabels,
  type MetricSources,
  type PoolStats,
  type QueueStats,
} from './metrics';
export { startMetricsListener, type MetricsListener } from './listener';
