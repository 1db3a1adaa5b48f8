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
  stop(): Promise<void>;
}
