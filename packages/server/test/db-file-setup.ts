/**
 * Runs before each database test file. The files share worker processes (vitest `isolate: false`: the
 * server's modules are imported once per worker, not once per file), so each file starts as it would in
 * a process of its own: real timers and environment, and nothing remembered by the per-process caches
 * of session checks and admin roles (every file's database is a copy of the same template, so the demo
 * accounts have the same ids in each).
 */
import { vi } from 'vitest';
import { adminRoleCache } from '../src/modules/admin-accounts/admin-role-cache.ts';
import { sessionCache } from '../src/modules/auth/session-cache.ts';

vi.useRealTimers();
vi.unstubAllEnvs();
vi.unstubAllGlobals();
sessionCache.clear();
adminRoleCache.clear();
