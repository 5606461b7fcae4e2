// `npm run bench -- rolling-restart` (issue 28): the capacity benchmark's stack, members and mix at a modest steady
// rate, and meanwhile the stack's rolling restart (each server process stopped with SIGTERM and started again, one
// after the other). It reports failed requests (the target is none), whether every acknowledged chat message reached
// its recipient exactly once, live on the socket or in the history the member reads after its socket reconnected
// (as the web app does), the same for connection-request notifications, and whether every socket reconnected.
// docs/deployment.md#trying-it-here-npm-run-stack, docs/performance.md#rolling-restart.
import {
  call,
  closeSockets,
  freshSeededDatabase,
  ledgerReport,
  notificationKey,
  prepareMembers,
  runLoad,
  withStack,
  type Member,
  type Setup,
} from './stack-load';
import { writeResult } from './write-result';

const DATABASE = 'matrimony_rolling';
const PROFILES = 2000;
const RATE = Number(process.env.ROLLING_RATE ?? 50);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Standard members paired for a connection request each (the receiver has the sender on its Discover page: a
 * request needs the receiver to see the sender), each member in one pair at most.
 */
function requestPairs(setup: Setup): Array<[Member, Member]> {
  const used = new Set<Member>();
  const pairs: Array<[Member, Member]> = [];
  for (const sender of setup.others) {
    if (used.has(sender)) continue;
    const receiver = setup.others.find(
      (other) => other !== sender && !used.has(other) && other.seen.includes(sender.id),
    );
    if (!receiver) continue;
    used.add(sender);
    used.add(receiver);
    pairs.push([sender, receiver]);
  }
  return pairs;
}

const { url } = await freshSeededDatabase(DATABASE, PROFILES);

const report = await withStack(url, async (stack) => {
  const setup = await prepareMembers(stack, { pairs: 100, others: 100 });
  try {
    console.log(`warm-up: 10 s at ${RATE} requests/s`);
    await runLoad(setup, RATE, 10);

    const timeline: string[] = [];
    const started = Date.now();
    const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
    let restartDoneAt = 0;
    let restartError: string | undefined;
    const restart = (async () => {
      await sleep(10_000);
      timeline.push(`${at()}: rolling restart begins`);
      try {
        await stack.rollingRestart();
      } catch (error) {
        restartError = error instanceof Error ? error.message : String(error);
      }
      timeline.push(`${at()}: rolling restart ${restartError ? `failed: ${restartError}` : 'done'}`);
      restartDoneAt = Date.now();
    })();

    // Connection requests, one a second, each giving its receiver a `connection_request` notification.
    const notificationFailures: string[] = [];
    let stopRequests = false;
    const requests = (async () => {
      for (const [sender, receiver] of requestPairs(setup)) {
        if (stopRequests) break;
        const entry = { senderId: sender.id, recipientId: receiver.id, acked: false, live: 0, caughtUp: false };
        setup.ledger.notifications.set(notificationKey(receiver.id, sender.id), entry);
        try {
          const answer = await call(stack.address, 'POST', '/connection/addConnection', {
            token: sender.token,
            body: { receiverId: receiver.id },
          });
          entry.acked = answer.status >= 200 && answer.status < 300;
          if (!entry.acked) notificationFailures.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        } catch (error) {
          notificationFailures.push(error instanceof Error ? error.message : String(error));
        }
        await sleep(1_000);
      }
    })();

    const load = await runLoad(setup, RATE, 600, () => restartDoneAt > 0 && Date.now() - restartDoneAt > 10_000);
    stopRequests = true;
    await Promise.all([restart, requests]);
    timeline.push(`${at()}: load stopped`);

    // Every socket connected again, and the catch-ups its reconnect started finished.
    const deadline = Date.now() + 20_000;
    while (setup.members.some((member) => !member.socket?.connected) && Date.now() < deadline) await sleep(200);
    await sleep(1_000);
    await Promise.all([...setup.catchUps]);
    const sockets = {
      members: setup.members.length,
      disconnected: setup.members.filter((member) => member.disconnects > 0).length,
      reconnections: setup.members.reduce((sum, member) => sum + Math.max(0, member.connects - 1), 0),
      notConnectedAtEnd: setup.members.filter((member) => !member.socket?.connected).map((member) => member.email),
    };
    return {
      rate: RATE,
      load,
      notificationRequestFailures: notificationFailures,
      delivery: ledgerReport(setup.ledger),
      sockets,
      restartError,
      timeline,
    };
  } finally {
    closeSockets(setup);
  }
});

const failedRequests = report.load.errors + report.notificationRequestFailures.length;
const { messages, notifications } = report.delivery;
const passed =
  failedRequests === 0 &&
  !report.restartError &&
  messages.missing === 0 &&
  messages.duplicatedLive === 0 &&
  notifications.missing === 0 &&
  notifications.duplicatedLive === 0 &&
  report.sockets.notConnectedAtEnd.length === 0;

console.log(`\nRolling restart under ${RATE} requests/s (the capacity mix), ${report.load.requests} requests:`);
for (const line of report.timeline) console.log(`  ${line}`);
console.log(
  `failed requests: ${failedRequests} (load ${report.load.errors}, connection requests ${report.notificationRequestFailures.length})`,
);
for (const sample of [...report.load.errorSamples, ...report.notificationRequestFailures.slice(0, 5)])
  console.log(`  ${sample}`);
console.log(
  `p50/p95/p99 ${report.load.overall.p50}/${report.load.overall.p95}/${report.load.overall.p99} ms, max ${report.load.overall.max} ms`,
);
const line = (name: string, entry: typeof messages) =>
  `${name}: ${entry.acknowledged} acknowledged; live once ${entry.live}, only on catch-up ${entry.caughtUpOnly}, ` +
  `live more than once ${entry.duplicatedLive}, missing ${entry.missing}`;
console.log(line('chat messages', messages));
console.log(line('connection-request notifications', notifications));
console.log(
  `sockets: ${report.sockets.members}, ${report.sockets.disconnected} disconnected during the restart, ` +
    `${report.sockets.reconnections} reconnections, not connected at the end: ${report.sockets.notConnectedAtEnd.length}`,
);
console.log(passed ? 'PASS' : 'FAIL');
writeResult('rolling-restart', {
  name: 'rolling-restart',
  database: DATABASE,
  seededMembers: PROFILES,
  photos: false,
  passed,
  ...report,
});
process.exit(passed ? 0 : 1);
