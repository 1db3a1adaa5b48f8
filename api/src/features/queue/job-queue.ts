export type JobHandler<Data> = (data: Data) => Promise<void>;

export type WorkOptions = {
  /** How many jobs of this name this process runs at once (default 1). */
  concurrency?: number;
};

/** The background-work interface every part of the API uses, whatever runs it underneath. */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'in-process';
  /** Returns the job id. */
  send<Data extends object>(name: string, data: Data): Promise<string>;
  /** Registers the handler; in a process that does not run workers it is ignored. */
  work<Data extends object>(name: string, handler: JobHandler<Data>, options?: WorkOptions): Promise<void>;
  /** Jobs waiting to be taken (not those running): /health reports it. */
  depth(): Promise<number>;
  /**
   * Sends the job on a timetable: pg-boss keeps `cron` (UTC) in the database and one of its processes
   * sends it; the in-process queue sends it every `everyMs` while this process runs. Ignored in a
   * process that does not run workers.
   */
  schedule(name: string, timetable: { cron: string; everyMs: number }): Promise<void>;
  /** Takes no new jobs from now on (shutdown); running ones go on until stop(). */
  stopTaking(): Promise<void>;
  stop(): Promise<void>;
}
