/**
 * The content version (decision 011) kept in memory (decision 058). The database announces every
 * bump on a channel; while this process listens, the newest version it has seen (from the
 * announcements or from a query made since it began listening) is the current one, with no
 * query per request. A write this process makes is known at once (`changed()`), before its
 * announcement arrives. When listening stops (a lost connection), every read queries again, as
 * before, until listening resumes.
 */
export type ContentVersion = {
  /** The current content version. */
  read(): Promise<number>;
  /** This process wrote content: the next read asks the database. */
  changed(): void;
  /** Listening began (or resumed): announcements from now on are complete. */
  listening(): void;
  /** An announcement of a bump to `version`. */
  announced(version: number): void;
  /** Listening stopped: announcements may be missed, so every read asks the database. */
  lost(): void;
  /**
   * The newest version this process has read or heard of, kept while the database is away: what
   * it was serving just before (stale entries of that version may be served, decision 133).
   */
  lastKnown(): number | undefined;
};

export function createContentVersion(query: () => Promise<number>): ContentVersion {
  let live = false;
  let known: number | undefined;
  let knownPromise: Promise<number> | undefined;
  // Bumped whenever what is known stops being trustworthy; a query started before that is not
  // kept, because it may have read the database before the change.
  let generation = 0;
  let inFlight: Promise<number> | undefined;
  // The newest announcement heard while listening: a query may finish after a later bump's
  // announcement arrived, and must not take the version back below it.
  let heard = 0;
  // The newest version read or announced, never forgotten.
  let newest: number | undefined;
  const saw = (version: number) => {
    if (newest === undefined || version > newest) newest = version;
  };

  const learn = (version: number) => {
    if (known !== undefined && known >= version) return;
    known = version;
    knownPromise = Promise.resolve(version);
  };
  const forget = () => {
    generation += 1;
    known = undefined;
    knownPromise = undefined;
    inFlight = undefined;
  };

  return {
    read() {
      if (live && knownPromise) return knownPromise;
      if (inFlight) return inFlight;
      const started = generation;
      const reading = query().then(
        (version) => {
          saw(version);
          if (started === generation) {
            inFlight = undefined;
            if (live) learn(Math.max(version, heard));
          }
          return version;
        },
        (error: unknown) => {
          if (started === generation) inFlight = undefined;
          throw error;
        },
      );
      inFlight = reading;
      return reading;
    },
    changed: forget,
    listening() {
      forget();
      heard = 0;
      live = true;
    },
    announced(version) {
      // Any announcement names a version that exists, heard while listening or not.
      if (Number.isFinite(version)) saw(version);
      if (!live) return;
      heard = Math.max(heard, version);
      // Until a query has answered since the last change, an announcement may be older than
      // this process's own write: only a query sets the version after `changed()`.
      if (known !== undefined) learn(version);
    },
    lost() {
      live = false;
      forget();
    },
    lastKnown: () => newest,
  };
}
