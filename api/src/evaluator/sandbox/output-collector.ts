/** Keeps at most `limitBytes` of a stream and remembers whether more arrived. */
export class OutputCollector {
  private readonly chunks: Buffer[] = [];
  private size = 0;
  exceeded = false;

  constructor(private readonly limitBytes: number) {}

  /** Returns false once the limit is passed, so the caller can stop the producer. */
  push(chunk: Buffer): boolean {
    const room = this.limitBytes - this.size;
    if (chunk.length > room) {
      if (room > 0) this.chunks.push(chunk.subarray(0, room));
      this.size = this.limitBytes;
      this.exceeded = true;
      return false;
    }
    this.chunks.push(chunk);
    this.size += chunk.length;
    return true;
  }

  text(): string {
    return this.bytes().toString('utf8');
  }

  bytes(): Buffer {
    return Buffer.concat(this.chunks);
  }
}
