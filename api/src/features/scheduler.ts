import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createScheduledTasks } from './obligations/calendar/scheduledTasks';
import { istDate } from '../dates';
import { createReminders, createReviewNotifications, dispatchNotificationEmails } from './notifications/service';
import { ensureAllOccurrences } from './obligations/occurrences/occurrences';
import { createDigests, createObligationReminders } from './obligations/reminders/obligationReminders';
import { expireUnverifiedRegistrations } from './companies/registrationExpiry';
import { releaseSchedulerLease, takeSchedulerLease } from './schedulerRepository';

/** The name of the periodic run in scheduler_leases. */
export const SCHEDULED_JOBS = 'scheduled-jobs';

const IST_HOUR = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' });

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the periodic work once: calendar tasks and occurrences, reminders, escalations, digests, review outcomes, then pending e-mails. */
    runJobs: (today?: string) => Promise<{ tasksCreated: number; reminders: number; emails: number; registrationsExpired: number }>;
    /** Sends pending notification e-mails soon, without holding up the request that made them. */
    kickNotifications: () => void;
    /** Resolves when the e-mails started by kickNotifications are handed over (tests, shutdown). */
    notificationsSettled: () => Promise<void>;
  }
}

/**
 * The scheduler: the periodic work of several domains (calendar, notifications), so it sits beside the list of
 * features rather than in one of them (it used to make calendar <-> notifications a folder loop). Every instance
 * ticks (JOBS_INTERVAL_SECONDS, 0 = off), and the one that takes the lease (schedulerRepository.ts) runs the jobs, once
 * per interval across instances. The work itself stays safe if run twice (unique event keys, SKIP LOCKED claims).
 */
export const jobsPlugin = fp(async (app: FastifyInstance) => {
  // Set at shutdown: a sweep in progress stops between two removals, a dispatch between two e-mails.
  let closing = false;
  // One dispatch at a time in this instance (other instances are kept apart by the row claims). Kicks while one
  // runs coalesce into one more pass after it: under load every write kicks, and a queue of one pass per write
  // competed with the requests for the database and held shutdown until all of it had run.
  let dispatching: Promise<number> | null = null;
  let again = false;
  const dispatchPasses = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      again = false;
      sent += await dispatchNotificationEmails(app.db, app.mailer, app.config.publicUrl, { stop: () => closing }).catch((error) => {
        app.log.error({ err: error }, 'notification e-mails failed');
        return 0;
      });
      // Checked and cleared in one synchronous step, so a kick is either seen here or starts a new pass.
      if (!again || closing) {
        dispatching = null;
        return sent;
      }
    }
  };
  const dispatch = (): Promise<number> => {
    if (dispatching) {
      again = true;
      return dispatching;
    }
    dispatching = dispatchPasses();
    return dispatching;
  };

  app.decorate('kickNotifications', () => {
    if (!closing) void dispatch();
  });
  app.decorate('notificationsSettled', async () => {
    await dispatching;
  });
  app.decorate('runJobs', async (given?: string) => {
    const today = given ?? istDate();
    // First, so no calendar work is generated for a registration about to go (docs/decisions/0058-registration-of-an-address-in-use-expiry.md).
    const registrationsExpired = await expireUnverifiedRegistrations(app.db, app.config.unverifiedRegistrationDays, () => closing);
    // Stopping: the rest waits for the next run (each step is safe to run again), so SIGTERM is not held up.
    if (closing) return { tasksCreated: 0, reminders: 0, emails: 0, registrationsExpired };
    const tasks = await createScheduledTasks(app.db, today);
    if (closing) return { tasksCreated: tasks.length, reminders: 0, emails: 0, registrationsExpired };
    // Occurrences first (docs/decisions/0049-people-and-the-command-centre-screen.md): the filing reminders, escalations and digests read them.
    await ensureAllOccurrences(app.db, today);
    if (closing) return { tasksCreated: tasks.length, reminders: 0, emails: 0, registrationsExpired };
    const reminders =
      (await createReminders(app.db, today)) +
      (await createReviewNotifications(app.db)) +
      (await createObligationReminders(app.db, today)) +
      (await createDigests(app.db, today, given === undefined ? Number(IST_HOUR.format(new Date())) : null, app.config.publicUrl));
    const emails = await dispatch();
    return { tasksCreated: tasks.length, reminders, emails, registrationsExpired };
  });

  const seconds = app.config.jobsIntervalSeconds;
  if (seconds > 0) {
    let running = false;
    let ticking: Promise<void> = Promise.resolve();
    const tick = async () => {
      if (running || closing) return;
      running = true;
      let leased = false;
      try {
        leased = await takeSchedulerLease(app.db, SCHEDULED_JOBS, seconds);
        // Another instance runs them now, or ran them within the interval.
        if (!leased) return;
        const result = await app.runJobs();
        if (result.tasksCreated || result.reminders || result.emails || result.registrationsExpired) app.log.info(result, 'scheduled jobs');
      } catch (error) {
        app.log.error({ err: error }, 'scheduled jobs failed');
      } finally {
        if (leased) await releaseSchedulerLease(app.db, SCHEDULED_JOBS).catch((error) => app.log.error({ err: error }, 'releasing the scheduler lease'));
        running = false;
      }
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      ticking = tick();
      timer = setInterval(() => (ticking = tick()), seconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      // The run in progress stops at its next step and gives the lease back; a long step is not waited for past a
      // second (the shutdown's budget is 5 s): its lease is given back here, and the jobs are safe to run twice.
      const stoppedInTime = await Promise.race([ticking.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 1000).unref())]);
      if (!stoppedInTime) await releaseSchedulerLease(app.db, SCHEDULED_JOBS).catch(() => undefined);
    });
  }
  // Before the server stops accepting: a run in progress stops between two steps.
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onClose', async () => {
    await dispatching;
  });
});
