/**
 * The in-process maintenance snapshot: the lock in force, held in memory so the guard never
 * queries per request. It is reloaded from the database after every change made here, and, on
 * PostgreSQL, on every NOTIFY of the maintenance channel (another instance locked or released) and after
 * the instance's shared LISTEN connection (lib/pg-listener.ts) is made again, since notifications sent
 * while it was away are gone. On PGlite (one process) the reload after the change is the whole story.
 */
import type { Db } from '../../db/client.ts';
import type { PgListener } from '../../lib/pg-listener.ts';
import { createMaintenanceRepository, MAINTENANCE_CHANNEL } from './maintenance.repository.ts';
import { EMPTY_SNAPSHOT, type MaintenanceSnapshot } from './restriction.ts';

const RELOAD_RETRY_MS = 1_000;

export interface MaintenanceState {
  /** The snapshot in force on this instance (no I/O). */
  current(): MaintenanceSnapshot;
  /** Reads the lock in force and the modules again; concurrent calls share one pending read. */
  reload(): Promise<void>;
  /**
   * Calls `listener` after each reload that puts a different lock in force (locked, replaced or
   * released; a lock is never edited in place, so its id tells); returns the unsubscribe function.
   */
  onChange(listener: (snapshot: MaintenanceSnapshot) => void): () => void;
  close(): Promise<void>;
}

export interface MaintenanceStateOptions {
  db: Db;
  /** PostgreSQL: the instance's shared LISTEN connection (not closed here). Absent: PGlite. */
  listener?: PgListener | undefined;
  onError?: (err: unknown, what: string) => void;
}

/** Loads the snapshot and, on PostgreSQL, starts listening for changes made by other instances. */
export async function createMaintenanceState(opts: MaintenanceStateOptions): Promise<MaintenanceState> {
  const onError = opts.onError ?? (() => {});
  const repo = createMaintenanceRepository(opts.db);
  let snapshot: MaintenanceSnapshot = EMPTY_SNAPSHOT;
  let closed = false;
  const listeners = new Set<(snapshot: MaintenanceSnapshot) => void>();

  const load = async () => {
    const [lock, modules] = await Promise.all([repo.activeLock(), repo.modules(false)]);
    const previous = snapshot.lock?.id ?? null;
    snapshot = {
      lock: lock
        ? {
            id: lock.id,
            systemDown: lock.systemDown,
            moduleIds: new Set(lock.moduleIds),
            adminNote: lock.adminNote,
            lockedAt: lock.lockedAt,
          }
        : null,
      modules: modules.map((m) => ({ id: m.id, name: m.name, lockable: m.lockable })),
    };
    if (previous !== (snapshot.lock?.id ?? null)) {
      for (const listener of [...listeners]) {
        try {
          listener(snapshot);
        } catch (err) {
          onError(err, 'maintenance change listener');
        }
      }
    }
  };

  // One read at a time; a reload asked for while one runs waits for it and reads again (it may have
  // started before the change), and every caller waiting meanwhile shares that second read.
  let tail: Promise<void> = Promise.resolve();
  let queued: Promise<void> | null = null;
  const reload = (): Promise<void> => {
    if (queued) return queued;
    const next = tail.then(() => {
      queued = null;
      return load();
    });
    queued = next;
    tail = next.catch(() => undefined);
    return next;
  };
  /** A reload nobody awaits (a notification, a reconnect): retried until it succeeds. */
  const reloadInBackground = () => {
    reload().catch((err) => {
      onError(err, 'maintenance reload');
      if (!closed) setTimeout(reloadInBackground, RELOAD_RETRY_MS).unref();
    });
  };

  // LISTEN first, then read: a change committed between the two is still seen.
  const stopListening = (await opts.listener?.listen(MAINTENANCE_CHANNEL, reloadInBackground)) ?? (() => {});
  const offReconnect = opts.listener?.onReconnect(reloadInBackground) ?? (() => {});
  try {
    await reload();
  } catch (err) {
    closed = true;
    stopListening();
    offReconnect();
    throw err;
  }

  return {
    current: () => snapshot,
    reload,
    onChange(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      stopListening();
      offReconnect();
    },
  };
}
