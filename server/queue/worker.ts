// Runs queued jobs in this process: claims one at a time, keeps its lease alive while it runs,
// and on shutdown either lets the running job finish or hands it back to the queue.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, JobQueue } from './job-queue.ts';

export type JobHandler = (job: Job) => Promise<void>;

export interface WorkerOptions {
  pollMs?: number;
  /** How long stop() waits for a running job before handing it back. */
  shutdownGraceMs?: number;
  workerId?: string;
}

export class Worker {
  readonly id: string;
  private running = false;
  private current: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private readonly pollMs: number;
  private readonly shutdownGraceMs: number;

  constructor(
    private readonly queue: JobQueue,
    private readonly handlers: Record<string, JobHandler>,
    private readonly log: FastifyBaseLogger,
    options: WorkerOptions = {},
  ) {
    this.id = options.workerId ?? `worker-${randomUUID()}`;
    this.pollMs = options.pollMs ?? 500;
    this.shutdownGraceMs = options.shutdownGraceMs ?? 10_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Looks for work now instead of at the next poll (after an enqueue in this process). */
  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    if (this.current) {
      const finished = await Promise.race([
        this.current.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), this.shutdownGraceMs)),
      ]);
      if (!finished) {
        const released = await this.queue.release(this.id);
        this.log.warn({ worker: this.id, released }, 'shutdown: running job handed back to the queue');
      }
    }
    await this.loop;
  }

  private async run(): Promise<void> {
    while (this.running) {
      let job: Job | null = null;
      try {
        job = await this.queue.claim(this.id);
      } catch (error) {
        this.log.error({ err: error }, 'job claim failed');
      }
      if (!job) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, this.pollMs);
          this.wakeUp = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wakeUp = null;
        continue;
      }
      this.current = this.execute(job);
      await this.current;
      this.current = null;
    }
  }

  private async execute(job: Job): Promise<void> {
    const handler = this.handlers[job.kind];
    const heartbeat = setInterval(() => void this.queue.extendLease(job.id, this.id).catch(() => undefined), 10_000);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job);
      await this.queue.complete(job.id, this.id);
    } catch (error) {
      const outcome = await this.queue.fail(job, this.id, (error as Error).message ?? String(error)).catch(() => 'unknown');
      this.log.error({ err: error, job: job.id, kind: job.kind, outcome }, 'job failed');
    } finally {
      clearInterval(heartbeat);
    }
  }
}
