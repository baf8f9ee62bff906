/**
 * Server-side prepared statements for the queries a process repeats. node-postgres sends every unnamed query
 * through Parse, Bind and Execute, so PostgreSQL parses and plans it each time: for the short reads of a hot
 * path (a version stamp, a role, a combined read) that is most of the server's work. A named statement is
 * parsed once per connection and then only bound and executed.
 *
 * Names go to SQL texts the process has run before (`REPEATS` times), up to `LIMIT` texts: ordinary queries are
 * a few hundred fixed texts, but a text built from a variable-length list (`in ($1, $2, …)`) has a form per
 * length, and every name costs memory on each connection of the server. Once the limit is reached, new texts
 * run unnamed as before. A name is never reused for another text.
 */
export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly names = new Map<string, string>();

  constructor(
    private readonly limit = 256,
    private readonly repeats = 2,
    /** How many texts are counted at most (an unbounded stream of one-off texts must not grow the map). */
    private readonly watched = 4096,
  ) {}

  /** The statement's name when it has earned one, else undefined (run it unnamed). */
  nameFor(sqlText: string): string | undefined {
    const named = this.names.get(sqlText);
    if (named !== undefined || this.names.size >= this.limit) return named;
    const count = (this.seen.get(sqlText) ?? 0) + 1;
    if (count < this.repeats) {
      if (this.seen.size >= this.watched) this.seen.clear();
      this.seen.set(sqlText, count);
      return undefined;
    }
    this.seen.delete(sqlText);
    const name = `lms_${this.names.size + 1}`;
    this.names.set(sqlText, name);
    return name;
  }

  /** How many texts have a name (for tests and diagnostics). */
  get size(): number {
    return this.names.size;
  }
}
